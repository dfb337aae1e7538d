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
});
