// The theme editor's state (src/features/preview/theme-editor/draft.ts): opening it is no change, edits become a
// small draft, the layout and sections go to the theme or the merchant file as chosen, and the export writes the
// files to commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../../src/engine/config-types.js';
import { editorState, exportFiles, moveSection, previewDraft, withLayout, withScope, withSections, type EditorSource } from '../../../src/features/preview/theme-editor/draft.js';
import { repoRoot } from '../../config/config-fixtures.js';

const read = <T>(file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const theme = read<ThemeConfig>('themes/aurora/theme.json');
const merchant = read<MerchantConfig>('merchants/demo/merchant.json');
const source = (m: Partial<MerchantConfig> = {}): EditorSource => ({ theme, merchant: { ...merchant, ...m }, themeFile: 'themes/aurora/theme.json', merchantFile: 'merchants/demo/merchant.json' });

describe('the theme editor state', () => {
  it('is no draft when opened, even on a merchant whose file overrides the layout', () => {
    const plain = source({ layout: undefined, home: undefined });
    expect(previewDraft(plain, editorState(plain, undefined))).toBeUndefined();
    const overriding = source({ layout: { sideMenu: 'none' } });
    const state = editorState(overriding, undefined);
    expect(state.scope).toBe('merchant');
    expect(state.layout.sideMenu).toBe('none');
    expect(previewDraft(overriding, state)).toBeUndefined();
  });

  it('turns a colour and a section order into a small theme patch', () => {
    const s = source({ layout: undefined, home: undefined });
    let state = editorState(s, undefined);
    state = { ...state, theme: { ...state.theme, palettes: { ...state.theme.palettes, dark: { ...state.theme.palettes.dark, primary: '#2f6fdb' } } } };
    state = withSections(state, moveSection(state.sections, 1, -1));
    const draft = previewDraft(s, state)!;
    expect(draft.theme).toEqual({ palettes: { dark: { primary: '#2f6fdb' } }, home: { sections: state.sections } });
    expect(draft.merchant).toBeUndefined();
    expect(editorState(s, draft)).toEqual(state);
  });

  it('writes the layout to the merchant file in the merchant scope, and exports that file with the theme and its tokens', () => {
    const s = source({ layout: undefined, home: undefined });
    let state = withScope(s, editorState(s, undefined), 'merchant');
    state = withLayout(state, { ...state.layout, sideMenu: 'collapsible' });
    const draft = previewDraft(s, state)!;
    expect(draft.theme).toBeUndefined();
    expect((draft.merchant!.layout as MerchantConfig['layout'])!.sideMenu).toBe('collapsible');
    const files = exportFiles(s, state);
    expect(files.map((f) => f.path)).toEqual(['themes/aurora/theme.json', 'merchants/demo/merchant.json', 'themes/aurora/tokens.json']);
    const written = JSON.parse(files[1]!.text) as MerchantConfig;
    expect(written.layout?.sideMenu).toBe('collapsible');
    expect(Object.keys(written)).toEqual(expect.arrayContaining(Object.keys(merchant)));
    expect(JSON.parse(files[2]!.text).color.dark.primary.$value).toBe(theme.palettes.dark.primary);
  });

  it('keeps a section at the edge where it is', () => {
    const sections = theme.home.sections;
    expect(moveSection(sections, 0, -1)).toEqual(sections);
    expect(moveSection(sections, sections.length - 1, 1)).toEqual(sections);
  });
});
