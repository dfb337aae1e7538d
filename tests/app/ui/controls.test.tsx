// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../src/ui/empty-state';
import { ErrorState } from '../../../src/ui/error-state';
import { LanguageSelector } from '../../../src/ui/language-selector';
import { PaletteToggle } from '../../../src/ui/palette-toggle';
import { renderThemed } from '../helpers/themed';

afterEach(cleanup);

describe('controls', () => {
  it('[P9-7] offers each language by its own name and reports the choice', async () => {
    const onChange = vi.fn();
    await renderThemed(<LanguageSelector label="Language" languages={['km', 'en', 'zh', 'ar']} currentName="ភាសាខ្មែរ" value="km" onChange={onChange} searchLabel="Search languages" />);
    const button = screen.getByRole('button', { name: 'Language: ភាសាខ្មែរ' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    // The list's code loads at the first open.
    expect((await screen.findAllByRole('option')).map((o) => [o.textContent, o.getAttribute('lang'), o.getAttribute('aria-selected')])).toEqual([
      ['ភាសាខ្មែរ', 'km', 'true'],
      ['English', 'en', 'false'],
      ['简体中文', 'zh', 'false'],
      ['العربية', 'ar', 'false'],
    ]);
    fireEvent.click(screen.getByRole('option', { name: '简体中文' }));
    expect(onChange).toHaveBeenCalledWith('zh');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('[P9-7] finds a language by its own name, its English name or its code, and chooses it from the keyboard', async () => {
    const onChange = vi.fn();
    await renderThemed(<LanguageSelector label="Language" languages={['km', 'en', 'zh', 'ar', 'vi']} currentName="English" value="en" onChange={onChange} searchLabel="Search languages" noMatch="No language matches" />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const search = await screen.findByRole('combobox', { name: 'Search languages' });
    expect(search.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.change(search, { target: { value: 'arab' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['العربية']);
    fireEvent.change(search, { target: { value: 'viet' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tiếng Việt']);
    fireEvent.change(search, { target: { value: 'tieng' } });
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Tiếng Việt' }).id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('vi');
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search languages' }), { target: { value: 'klingon' } });
    expect(screen.getByRole('status').textContent).toBe('No language matches');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search languages' }), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('labels the palette toggle with what it will do', async () => {
    const onToggle = vi.fn();
    await renderThemed(<PaletteToggle palette="dark" onToggle={onToggle} switchToLightLabel="To light" switchToDarkLabel="To dark" />);
    fireEvent.click(screen.getByRole('button', { name: 'To light' }));
    expect(onToggle).toHaveBeenCalled();
    cleanup();
    await renderThemed(<PaletteToggle palette="light" onToggle={onToggle} switchToLightLabel="To light" switchToDarkLabel="To dark" />, 'light');
    expect(screen.getByRole('button', { name: 'To dark' })).toBeTruthy();
  });

  it('[P2.7-1] shows an empty state and an error state with a retry', async () => {
    const onRetry = vi.fn();
    await renderThemed(
      <>
        <EmptyState message="No data" />
        <ErrorState title="Failed" message="Network link is abnormal, please try again" retryLabel="Try again" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
