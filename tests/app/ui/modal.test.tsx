// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/ui/modal';
import { renderThemed } from '../helpers/themed';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Notice"
        closeLabel="Close"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="First field" />
        <a href="#x">Last link</a>
      </Modal>
    </>
  );
}

function NestedHarness() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Modal open={outer} title="Login" closeLabel="Close login" onClose={() => setOuter(false)}>
        <div role="group" aria-label="Method">
          <button type="button">Username</button>
          <button type="button">SMS</button>
        </div>
        <input aria-label="Username field" />
        <button type="button" onClick={() => setInner(true)}>
          Warn
        </button>
      </Modal>
      <Modal open={inner} title="Warning" closeLabel="Close warning" onClose={() => setInner(false)}>
        <button type="button">Understood</button>
      </Modal>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('root')?.remove();
  document.body.removeAttribute('style');
});

async function openModal(onClose?: () => void) {
  await renderThemed(<Harness onClose={onClose} />);
  Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Notice' }) };
}

describe('modal', () => {
  it('[P2.8-1] is a labelled modal dialog with a close button', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[P2.8-1] locks page scrolling while open and restores the scroll position on close', async () => {
    await openModal();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.getAttribute('style')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('[P2.8-1] cannot be closed by clicking outside', async () => {
    const onClose = vi.fn();
    await openModal(onClose);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('[P2.8-1] closes with Escape and gives focus back to the opener', async () => {
    const { opener, dialog } = await openModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('[P2.8-1] keeps keyboard focus inside and makes the page behind inert', async () => {
    const { dialog } = await openModal();
    const first = screen.getByRole('textbox', { name: 'First field' });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('link', { name: 'Last link' });
    expect(document.activeElement).toBe(first);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.click(close);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it('[P2.8-1][P2.9-1] opens with the caret in the first field, not on a method switch above it', async () => {
    await renderThemed(<NestedHarness />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username field' }));
  });

  it('[P2.8-1] keeps the modal beneath inert while a nested one is open, and live again when it closes', async () => {
    await renderThemed(<NestedHarness />);
    const outer = () => screen.getAllByTestId('modal-backdrop')[0]!;
    const warn = screen.getByRole('button', { name: 'Warn' });
    warn.focus();
    fireEvent.click(warn);
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    expect(outer().hasAttribute('inert')).toBe(true);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Understood' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close warning' }));
    expect(outer().hasAttribute('inert')).toBe(false);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(warn);
    fireEvent.click(screen.getByRole('button', { name: 'Close login' }));
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });
});
