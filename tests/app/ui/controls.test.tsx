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
    const names: Record<string, string> = { km: 'ខ្មែរ', en: 'English', zh: '中文' };
    await renderThemed(<LanguageSelector label="Language" languages={['km', 'en', 'zh']} nameOf={(l) => names[l]!} value="km" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['ខ្មែរ', 'km'],
      ['English', 'en'],
      ['中文', 'zh'],
    ]);
    fireEvent.change(select, { target: { value: 'zh' } });
    expect(onChange).toHaveBeenCalledWith('zh');
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
