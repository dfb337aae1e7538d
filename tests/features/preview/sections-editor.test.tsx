// @vitest-environment jsdom
// The theme editor's home sections (issue 17 point 6): keyboard users move a section with its Up and Down buttons and
// focus stays on the moved section's button. Focus is read when the list's change is committed (a parent's layout
// effect, which runs before anything the browser does next, such as the next key press), so a focus moved later, by
// a passive effect, shows here as focus on another section's button.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeSection } from '../../../src/features/preview/theme-editor/draft';
import { SectionsEditor } from '../../../src/features/preview/theme-editor/layout-fields';
import { i18n, startI18n } from '../../../src/lib/i18n';
import { fakeServer } from '../../app/helpers/fake-server';
import { renderThemed } from '../../app/helpers/themed';

const AURORA: HomeSection[] = ['banners', 'marquee', 'gameMenu', 'hotGames', 'favorites', 'categorySections', 'recentGames', 'winnerBoard'].map((type) => ({ type }) as HomeSection);

const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '';

/** The editor with its list in state, as the theme editor holds it; `seen` gets the focused control at each commit of a new list. */
function Harness({ initial, seen }: { initial: HomeSection[]; seen: string[] }) {
  const [sections, setSections] = useState(initial);
  useLayoutEffect(() => {
    seen.push(focusedName());
  }, [sections, seen]);
  return <SectionsEditor sections={sections} language="en" problemsAt={() => []} onChange={setSections} />;
}

async function show(initial: HomeSection[]) {
  const seen: string[] = [];
  await renderThemed(<Harness initial={initial} seen={seen} />);
  seen.length = 0;
  return seen;
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent);
/** Enter on a focused button: a click on whatever has focus. */
const pressEnter = () => fireEvent.click(document.activeElement!);

beforeAll(async () => {
  // The locale files come from disk, as the browser would fetch them.
  fakeServer({});
  await startI18n('en');
  await i18n.loadNamespaces('preview');
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

describe('SectionsEditor', () => {
  it('[issue 17] a section moved from the end to the top with Enter keeps focus at every step, from the commit that moves it', async () => {
    const seen = await show([...AURORA, { type: 'richText' }]);
    screen.getByRole('button', { name: 'Move richText (position 9) up' }).focus();
    for (let i = 0; i < 8; i++) pressEnter();
    expect(seen).toEqual([8, 7, 6, 5, 4, 3, 2].map((p) => `Move richText (position ${p}) up`).concat('Move richText (position 1) down'));
    expect(rows()[0]).toBe('1. richText');
    expect(rows()[5]).toBe('6. favorites');
    expect(screen.getByRole('status').textContent).toBe('richText moved to position 1 of 9');
  });

  it('[issue 17] a section moved down keeps focus on its own Down button, and on Up at the bottom', async () => {
    const seen = await show([{ type: 'richText' }, ...AURORA.slice(0, 3)]);
    screen.getByRole('button', { name: 'Move richText (position 1) down' }).focus();
    for (let i = 0; i < 3; i++) pressEnter();
    expect(seen).toEqual(['Move richText (position 2) down', 'Move richText (position 3) down', 'Move richText (position 4) up']);
    expect(rows()).toEqual(['1. banners', '2. marquee', '3. gameMenu', '4. richText']);
  });

  it('a removed section hands focus to the one taking its place, the one above at the end, then to adding one', async () => {
    const seen = await show(AURORA.slice(0, 3));
    screen.getByRole('button', { name: 'Remove marquee (position 2)' }).focus();
    pressEnter();
    pressEnter();
    pressEnter();
    expect(seen).toEqual(['Remove gameMenu (position 2)', 'Remove banners (position 1)', 'Add the section']);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("typing in a section's text keeps focus in that field (the row stays the same one)", async () => {
    await show([{ type: 'richText' }, ...AURORA.slice(0, 2)]);
    const title = screen.getByRole('textbox', { name: 'richText: title (en)' });
    title.focus();
    fireEvent.change(title, { target: { value: 'Welcome' } });
    fireEvent.change(title, { target: { value: 'Welcome to Acme' } });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('textbox', { name: 'richText: title (en)' })).toHaveProperty('value', 'Welcome to Acme');
  });
});
