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

  it('turns weights, line heights, shadows and motion into a small patch, and exports them in theme.json and as design tokens', () => {
    const s = source({ layout: undefined, home: undefined });
    const state = editorState(s, undefined);
    const edited = {
      ...state,
      theme: {
        ...state.theme,
        typography: { ...state.theme.typography, weights: { ...state.theme.typography.weights, heading: 800 }, lineHeights: { ...state.theme.typography.lineHeights, body: 1.75 } },
        shadows: { ...state.theme.shadows, high: { offsetY: 24, blur: 64, spread: -4, opacity: 0.6 } },
        motion: { durations: { short: 90, medium: 180 }, easing: [0.2, 0.8, 0.2, 1] as [number, number, number, number] },
      },
    };
    const draft = previewDraft(s, edited)!;
    expect(draft.theme).toEqual({
      typography: { weights: { heading: 800 }, lineHeights: { body: 1.75 } },
      shadows: { high: { offsetY: 24, blur: 64, spread: -4, opacity: 0.6 } },
      motion: { durations: { short: 90, medium: 180 }, easing: [0.2, 0.8, 0.2, 1] },
    });
    expect(editorState(s, draft)).toEqual(edited);
    const [themeFile, tokensFile] = exportFiles(s, edited);
    const exported = JSON.parse(themeFile!.text) as ThemeConfig;
    expect(exported.typography.weights.heading).toBe(800);
    expect(exported.shadows.high.spread).toBe(-4);
    expect(exported.motion.easing).toEqual([0.2, 0.8, 0.2, 1]);
    const tokens = JSON.parse(tokensFile!.text);
    expect(tokens.font.weight.heading.$value).toBe(800);
    expect(tokens.font.lineHeight.body.$value).toBe(1.75);
    expect(tokens.shadow.high.$value.blur).toEqual({ value: 64, unit: 'px' });
    expect(tokens.motion.duration.short.$value).toEqual({ value: 90, unit: 'ms' });
    expect(tokens.motion.easing.$value).toEqual([0.2, 0.8, 0.2, 1]);
  });

  it('points the merchant file at another bundled theme the picker started the editor from', () => {
    const noir = read<ThemeConfig>('themes/noir/theme.json');
    const s: EditorSource = { ...source(), theme: noir, themeFile: 'themes/noir/theme.json' };
    const files = exportFiles(s, editorState(s, undefined));
    expect(files.map((f) => f.path)).toEqual(['themes/noir/theme.json', 'merchants/demo/merchant.json', 'themes/noir/tokens.json']);
    const written = JSON.parse(files[1]!.text) as MerchantConfig;
    expect(written.theme).toBe('noir');
    expect(written.layout).toEqual(merchant.layout);
  });

  it('keeps a section at the edge where it is', () => {
    const sections = theme.home.sections;
    expect(moveSection(sections, 0, -1)).toEqual(sections);
    expect(moveSection(sections, sections.length - 1, 1)).toEqual(sections);
  });
});
