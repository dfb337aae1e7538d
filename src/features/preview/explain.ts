// Explain mode: the shell tags what configuration makes a part of the page appear (data-explain="flag:VIP",
// "theme:primary", "rule:email", "status:maintenance", "vendors:RNG", "social:telegram"); these functions turn a
// tag into a sentence about the view being previewed, as an i18n key and its values.
import { effectiveRule, effectiveTree, flagPath } from './console-state';
import type { PreviewMerchant, PreviewView } from '../../engine/preview-view';

export const EXPLAIN_ATTRIBUTE = 'data-explain';
export const EXPLAIN_KINDS = ['flag', 'theme', 'rule', 'status', 'vendors', 'social'] as const;
export type ExplainKind = (typeof EXPLAIN_KINDS)[number];

export interface ExplainTag {
  kind: ExplainKind;
  id: string;
}

export interface Explanation {
  tag: string;
  /** An i18n key of the preview namespace. */
  key: string;
  values: Record<string, string>;
  /** Keys whose translation fills values of the same name (states and sources are words to translate too). */
  translated: Record<string, string>;
}

/** The tags of one attribute value: several may be given, separated by spaces; unknown kinds are skipped. */
export function parseExplainTags(value: string | null | undefined): ExplainTag[] {
  return (value ?? '')
    .split(/\s+/)
    .map((part) => {
      const colon = part.indexOf(':');
      const kind = part.slice(0, colon) as ExplainKind;
      const id = part.slice(colon + 1);
      return colon > 0 && id && EXPLAIN_KINDS.includes(kind) ? { kind, id } : null;
    })
    .filter((tag): tag is ExplainTag => tag !== null);
}

/** The tags of an element and of its tagged ancestors, nearest first, each tag once. */
export function tagsAround(element: Element | null): ExplainTag[] {
  const seen = new Set<string>();
  const out: ExplainTag[] = [];
  for (let el = element?.closest(`[${EXPLAIN_ATTRIBUTE}]`) ?? null; el; el = el.parentElement?.closest(`[${EXPLAIN_ATTRIBUTE}]`) ?? null) {
    for (const tag of parseExplainTags(el.getAttribute(EXPLAIN_ATTRIBUTE))) {
      const text = `${tag.kind}:${tag.id}`;
      if (seen.has(text)) continue;
      seen.add(text);
      out.push(tag);
    }
  }
  return out;
}

const source = (overridden: boolean) => (overridden ? 'explain.source.preview' : 'explain.source.file');
const onOff = (on: boolean) => (on ? 'explain.state.on' : 'explain.state.off');

export function explainTag(tag: ExplainTag, merchant: PreviewMerchant, view: PreviewView): Explanation {
  const text = `${tag.kind}:${tag.id}`;
  const base = { tag: text, values: {} as Record<string, string>, translated: {} as Record<string, string> };
  switch (tag.kind) {
    case 'flag': {
      const path = flagPath(effectiveTree(merchant, view), tag.id);
      if (!path) return { ...base, key: 'explain.flagMissing', values: { flag: tag.id } };
      const on = path.every((node) => node.enabled);
      return {
        ...base,
        key: 'explain.flag',
        values: { flag: tag.id, path: path.map((n) => n.modId).join(' › ') },
        translated: { state: onOff(on), source: source(path.some((n) => n.modId in view.flags)) },
      };
    }
    case 'theme': {
      const value = merchant.theme.palettes[view.palette][tag.id];
      return {
        ...base,
        key: value ? 'explain.theme' : 'explain.themeAsset',
        values: { token: tag.id, theme: merchant.theme.name, value: value ?? '' },
        translated: { palette: `palette.${view.palette}` },
      };
    }
    case 'rule': {
      const rule = effectiveRule(merchant, view, tag.id);
      const state = !rule.enabled ? 'explain.rule.hidden' : rule.required ? 'explain.rule.required' : 'explain.rule.optional';
      return { ...base, key: 'explain.ruleLine', values: { field: tag.id }, translated: { state, source: source(tag.id in view.fields) } };
    }
    case 'status': {
      const fromPreview = view.status !== merchant.status;
      return { ...base, key: `explain.status.${tag.id === 'maintenance' || tag.id === 'region' ? tag.id : 'normal'}`, translated: { source: source(fromPreview) } };
    }
    case 'vendors': {
      const vendors = merchant.vendors[tag.id] ?? [];
      return { ...base, key: 'explain.vendors', values: { category: tag.id, vendors: vendors.join(', '), count: String(vendors.length) } };
    }
    case 'social':
      return { ...base, key: 'explain.social', values: { provider: tag.id } };
  }
}
