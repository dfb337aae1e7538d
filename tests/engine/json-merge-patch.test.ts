// The theme editor's draft as a JSON merge patch (RFC 7386): the patch from a theme to its edit turns the one into
// the other, stays small, and survives the share link's encoding with texts in any script.
import { describe, expect, it } from 'vitest';
import { applyMergePatch, diffMergePatch } from '../../src/engine/json-merge-patch';
import { decodePreviewShare, encodePreviewShare, type PreviewView } from '../../src/engine/preview-view';

const theme = { code: 'aurora', palettes: { dark: { primary: '#111111', text: '#eeeeee' } }, home: { sections: [{ type: 'banners' }, { type: 'marquee' }] }, logo: { width: 160 } };

describe('JSON merge patch', () => {
  it('diff then apply gives the edited theme, and only what changed is in the patch', () => {
    const edited = { ...theme, palettes: { dark: { ...theme.palettes.dark, primary: '#2f6fdb' } }, home: { sections: [{ type: 'marquee' }, { type: 'banners' }] } };
    const patch = diffMergePatch(theme, edited);
    expect(patch).toEqual({ palettes: { dark: { primary: '#2f6fdb' } }, home: { sections: [{ type: 'marquee' }, { type: 'banners' }] } });
    expect(applyMergePatch(theme, patch)).toEqual(edited);
    expect(theme.palettes.dark.primary).toBe('#111111');
  });

  it('deletes with null and finds nothing between equal values', () => {
    const { logo: _logo, ...withoutLogo } = theme;
    expect(diffMergePatch(theme, withoutLogo)).toEqual({ logo: null });
    expect(applyMergePatch(theme, { logo: null })).toEqual(withoutLogo);
    expect(diffMergePatch(theme, structuredClone(theme))).toEqual({});
  });
});

describe('the share link with a draft', () => {
  it('carries section texts in any script', () => {
    const view: PreviewView = {
      merchant: 'demo', language: 'km', palette: 'dark', status: 'normal', login: 'visitor', flags: {}, fields: {}, path: '/',
      draft: { theme: { home: { sections: [{ type: 'richText', settings: { title: { km: 'សូមស្វាគមន៍', zh: '欢迎' } } }] } } },
    };
    expect(decodePreviewShare(encodePreviewShare({ views: [view], editor: true }))).toEqual({ views: [view], editor: true });
  });
});
