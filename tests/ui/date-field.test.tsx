// @vitest-environment jsdom
// The date field of the record and team pages (issue 18.8): typed and shown in the site language's order, picked
// from a month grid by keyboard, never after the latest allowed day.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n } from '../../src/lib/i18n';
import { DateField } from '../../src/ui/date-field';
import { fakeServer } from '../app/helpers/fake-server';
import { renderThemed } from '../app/helpers/themed';

beforeEach(() => fakeServer({})); // serves the locale files
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Labelled({ initial, max, today = '2026-11-26', onChange }: { initial: string; max?: string; today?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="from">From</label>
      <DateField id="from" label="From" value={value} max={max} today={today} onChange={(v) => { setValue(v); onChange(v); }} />
    </>
  );
}

describe('DateField', () => {
  it('[P9-7] marks the merchant\'s today in the calendar, not the browser\'s UTC date', async () => {
    await startI18n('en');
    // 20:00 UTC on the 26th is already the 27th in Phnom Penh (UTC+7): the page hands in the merchant's today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T20:00:00Z') });
    try {
      await renderThemed(<Labelled initial="2026-11-05" today="2026-11-27" onChange={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Choose From from a calendar' }));
      const marked = [...document.querySelectorAll('[aria-current="date"]')].map((b) => b.getAttribute('data-day'));
      expect(marked).toEqual(['2026-11-27']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[P9-7] shows the date in the site language\'s order and takes a typed one', async () => {
    await startI18n('zh');
    const onChange = vi.fn();
    await renderThemed(<Labelled initial="2026-11-05" onChange={onChange} />);
    const box = screen.getByLabelText('From') as HTMLInputElement;
    expect(box.value).toBe('2026/11/05');
    fireEvent.change(box, { target: { value: '2026/11/20' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
    await i18n.changeLanguage('en');
  });

  it('says what to type when the text is not a date, and refuses a day after the latest allowed', async () => {
    await startI18n('en');
    const onChange = vi.fn();
    await renderThemed(<Labelled initial="2026-11-05" max="2026-11-26" onChange={onChange} />);
    const box = screen.getByLabelText('From');
    fireEvent.change(box, { target: { value: '31/31/2026' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('Enter a date like 11/26/2026');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '12/01/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose 11/26/2026 or earlier');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '11/25/2026' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('picks a day from the calendar by keyboard and gives focus back', async () => {
    await startI18n('en');
    const onChange = vi.fn();
    await renderThemed(<Labelled initial="2026-11-05" max="2026-11-26" onChange={onChange} />);
    const open = screen.getByRole('button', { name: 'Choose From from a calendar' });
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Calendar for From' });
    expect(dialog.querySelector('h2')!.textContent).toBe('November 2026');
    expect(document.activeElement!.getAttribute('data-day')).toBe('2026-11-05');
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' }); // a week later
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(document.activeElement!.getAttribute('data-day')).toBe('2026-11-13');
    fireEvent.keyDown(grid, { key: 'PageDown' }); // December is after the latest day: focus stays on the 26th
    expect(document.activeElement!.getAttribute('data-day')).toBe('2026-11-26');
    fireEvent.keyDown(grid, { key: 'PageUp' });
    expect(dialog.querySelector('h2')!.textContent).toBe('October 2026');
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenLastCalledWith('2026-10-26');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('10/26/2026');
  });

  it('closes on Escape without changing the date', async () => {
    await startI18n('en');
    const onChange = vi.fn();
    await renderThemed(<Labelled initial="2026-11-05" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose From from a calendar' }));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
