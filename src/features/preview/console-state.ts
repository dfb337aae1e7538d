// The console's views as plain functions: a merchant's starting view, overrides kept only where they differ from
// the merchant's files (so "reset" is an empty override and share links stay short), and the frame's address.
import type { RegisterFieldRule, WhitelabelNode } from '../../engine/permission-data';
import { applyFlagOverrides, type PreviewMerchant, type PreviewView } from '../../engine/preview-view';

export function defaultView(merchant: PreviewMerchant, path = '/'): PreviewView {
  return {
    merchant: merchant.code,
    language: merchant.defaultLanguage,
    palette: merchant.defaultPalette,
    status: merchant.status,
    login: 'visitor',
    flags: {},
    fields: {},
    path,
  };
}

function findNode(tree: readonly WhitelabelNode[], modId: string): WhitelabelNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const inChildren = node.childrenNodes ? findNode(node.childrenNodes, modId) : undefined;
    if (inChildren) return inChildren;
  }
  return undefined;
}

/** The modIds from the root to a node, or null when the tree lacks it. */
export function flagPath(tree: readonly WhitelabelNode[], modId: string): WhitelabelNode[] | null {
  for (const node of tree) {
    if (node.modId === modId) return [node];
    const below = node.childrenNodes ? flagPath(node.childrenNodes, modId) : null;
    if (below) return [node, ...below];
  }
  return null;
}

export function setFlag(view: PreviewView, merchant: PreviewMerchant, modId: string, enabled: boolean): PreviewView {
  const flags = { ...view.flags };
  if (findNode(merchant.whitelabel, modId)?.enabled === enabled) delete flags[modId];
  else flags[modId] = enabled;
  return { ...view, flags };
}

export function effectiveTree(merchant: PreviewMerchant, view: PreviewView): WhitelabelNode[] {
  return applyFlagOverrides(merchant.whitelabel, view.flags);
}

/** The field's rule as the view shows it: the file's rule with the override's shown and required. */
export function effectiveRule(merchant: PreviewMerchant, view: PreviewView, field: string): Pick<RegisterFieldRule, 'enabled' | 'required'> {
  const file = merchant.registerFieldRules[field];
  return view.fields[field] ?? { enabled: file?.enabled ?? false, required: file?.required ?? false };
}

export function setFieldRule(view: PreviewView, merchant: PreviewMerchant, field: string, change: Partial<Pick<RegisterFieldRule, 'enabled' | 'required'>>): PreviewView {
  const next = { ...effectiveRule(merchant, view, field), ...change };
  // A hidden field cannot be required: the form would ask for something it does not show.
  if (!next.enabled) next.required = false;
  const file = merchant.registerFieldRules[field];
  const fields = { ...view.fields };
  if (file && file.enabled === next.enabled && file.required === next.required) delete fields[field];
  else fields[field] = next;
  return { ...view, fields };
}

export const hasOverrides = (view: PreviewView) => Object.keys(view.flags).length > 0 || Object.keys(view.fields).length > 0;

/** The frame's address: the page, the merchant and the preview id, and the choices the frame keeps in memory. */
export function frameUrl(view: PreviewView, previewId: string): string {
  const query = new URLSearchParams({ merchant: view.merchant, preview: previewId, lang: view.language, palette: view.palette });
  return `${view.path}${view.path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** A frame's current page as a view path: the console keeps it when it reloads the frame after a change. */
export function viewPath(location: Pick<Location, 'pathname' | 'hash'>): string | null {
  const path = `${location.pathname}${location.hash}`;
  return /^\/[\x21-\x7e]{0,200}$/.test(path) ? path : null;
}
