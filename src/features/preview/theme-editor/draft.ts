// The theme editor's state as plain functions: the draft theme and (when staff edit for one merchant) the merchant
// file's layout and home; the preview draft the view carries (a merge patch, so links stay short); the files to export.
import type { MerchantConfig, ThemeConfig } from '../../../engine/config-types';
import { toDesignTokens } from '../../../engine/design-tokens';
import { resolveHomeSections } from '../../../engine/home-composition';
import { applyMergePatch, diffMergePatch, isEmptyPatch } from '../../../engine/json-merge-patch';
import type { PreviewDraft, ThemeEditorSource } from '../../../engine/preview-view';
import { resolveLayout } from '../../../engine/theme-layout';

export type ThemeLayout = ThemeConfig['layout'];
export type HomeSection = ThemeConfig['home']['sections'][number];
export type SectionType = HomeSection['type'];

/** Where the layout and home edits go: the theme (every merchant using it) or this merchant's file. */
export type LayoutScope = 'theme' | 'merchant';

export interface EditorState {
  theme: ThemeConfig;
  scope: LayoutScope;
  /** In the merchant scope: the layout and sections as the merchant's file will hold them. */
  layout: ThemeLayout;
  sections: HomeSection[];
}

export interface EditorSource {
  theme: ThemeConfig;
  merchant: MerchantConfig;
  themeFile: string;
  merchantFile: string;
}

export const editorSource = (source: ThemeEditorSource): EditorSource => ({
  theme: source.theme as ThemeConfig,
  merchant: source.merchantConfig as MerchantConfig,
  themeFile: source.themeFile,
  merchantFile: source.merchantFile,
});

/** Whether the merchant's file already changes the theme's layout or home (then staff edit for the merchant). */
export function merchantOverrides(merchant: MerchantConfig): boolean {
  const { phoneNavigation: _phone, ...layout } = merchant.layout ?? {};
  return Object.keys(layout).length > 0 || merchant.home !== undefined;
}

/** The editor's state for a view's draft (none: the saved theme as it is). */
export function editorState(source: EditorSource, draft: PreviewDraft | undefined): EditorState {
  const theme = draft?.theme ? applyMergePatch(source.theme, draft.theme) : structuredClone(source.theme);
  const merchant = draft?.merchant ? { ...source.merchant, ...(draft.merchant as Pick<MerchantConfig, 'layout' | 'home'>) } : source.merchant;
  const scope: LayoutScope = draft ? (draft.merchant ? 'merchant' : 'theme') : merchantOverrides(source.merchant) ? 'merchant' : 'theme';
  return {
    theme,
    scope,
    layout: resolveLayout(theme.layout, merchant.layout),
    sections: resolveHomeSections(theme.home.sections, merchant.home) as HomeSection[],
  };
}

/** The merchant file's layout and home as the merchant scope writes them (its phone navigation kept). */
function merchantParts(source: EditorSource, state: EditorState): Pick<MerchantConfig, 'layout' | 'home'> {
  const phone = source.merchant.layout?.phoneNavigation;
  return { layout: { ...(phone ? { phoneNavigation: phone } : {}), ...structuredClone(state.layout) }, home: { sections: structuredClone(state.sections) as ThemeConfig['home']['sections'] } };
}

/**
 * The merchant file's layout and home when the merchant scope changes what the site shows, else null: opening the
 * editor on a merchant whose file already overrides them is no change until staff edit something.
 */
function merchantDraftParts(source: EditorSource, state: EditorState): Pick<MerchantConfig, 'layout' | 'home'> | null {
  if (state.scope !== 'merchant') return null;
  const shown = { layout: resolveLayout(state.theme.layout, source.merchant.layout), sections: resolveHomeSections(state.theme.home.sections, source.merchant.home) };
  const same = isEmptyPatch(diffMergePatch(shown, { layout: state.layout, sections: state.sections })) && shown.sections.length === state.sections.length;
  return same ? null : merchantParts(source, state);
}

/** The draft a view carries, or undefined when nothing differs from the saved files. */
export function previewDraft(source: EditorSource, state: EditorState): PreviewDraft | undefined {
  const theme = diffMergePatch(source.theme, state.theme);
  const merchant = merchantDraftParts(source, state);
  const draft: PreviewDraft = { ...(isEmptyPatch(theme) ? {} : { theme }), ...(merchant ? { merchant } : {}) };
  return Object.keys(draft).length > 0 ? draft : undefined;
}

/** The state with the layout changed, in the theme or for the merchant as the scope says. */
export function withLayout(state: EditorState, layout: ThemeLayout): EditorState {
  return state.scope === 'theme' ? { ...state, layout, theme: { ...state.theme, layout } } : { ...state, layout };
}

export function withSections(state: EditorState, sections: HomeSection[]): EditorState {
  return state.scope === 'theme' ? { ...state, sections, theme: { ...state.theme, home: { sections: sections as ThemeConfig['home']['sections'] } } } : { ...state, sections };
}

/** Switching scope starts the layout and sections from what the new scope holds (the theme's own, or the site's). */
export function withScope(source: EditorSource, state: EditorState, scope: LayoutScope): EditorState {
  const merchant = scope === 'merchant' ? source.merchant : { ...source.merchant, layout: undefined, home: undefined };
  return { ...state, scope, layout: resolveLayout(state.theme.layout, merchant.layout), sections: resolveHomeSections(state.theme.home.sections, merchant.home) as HomeSection[] };
}

/** Moves the section at index by delta (-1 up, +1 down); out of range leaves the list as it is. */
export function moveSection(sections: readonly HomeSection[], index: number, delta: -1 | 1): HomeSection[] {
  const to = index + delta;
  if (to < 0 || to >= sections.length) return [...sections];
  const next = [...sections];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export interface ExportFile {
  /** Where it goes in the repository. */
  path: string;
  text: string;
}

const serialize = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * The files to commit: theme.json always, the merchant file when the draft writes its layout and home or the theme's
 * code is not the one the merchant's file names (renamed, or another bundled theme picked: the merchant then names
 * it), and the theme as W3C Design Tokens.
 */
export function exportFiles(source: EditorSource, state: EditorState): ExportFile[] {
  const files: ExportFile[] = [{ path: `themes/${state.theme.code}/theme.json`, text: serialize(state.theme) }];
  // Another code than the merchant's file names: a renamed theme, or a bundled theme the picker chose to start from.
  const renamed = state.theme.code !== source.merchant.theme;
  const written = merchantDraftParts(source, state);
  if (written || renamed) {
    const { layout, home } = source.merchant;
    const parts = written ?? (JSON.parse(JSON.stringify({ layout, home })) as object);
    // Keys keep their place in the file; layout and home, when new, follow the theme's name.
    const merchant: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source.merchant)) {
      if (key === 'layout' || key === 'home') continue;
      merchant[key] = key === 'theme' ? state.theme.code : value;
      if (key === 'theme') Object.assign(merchant, parts);
    }
    files.push({ path: source.merchantFile, text: serialize(merchant) });
  }
  files.push({ path: `themes/${state.theme.code}/tokens.json`, text: serialize(toDesignTokens(state.theme)) });
  return files;
}
