// The console's pure parts: overrides kept only where they differ from the files, the frame's address, and explain
// mode's reading of data-explain tags.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defaultView, effectiveRule, frameUrl, hasOverrides, setFieldRule, setFlag, viewPath } from '../../../src/features/preview/console-state.js';
import { explainTag, parseExplainTags, tagsAround } from '../../../src/features/preview/explain.js';
import type { PreviewMerchant } from '../../../src/engine/preview-view.js';

const merchant: PreviewMerchant = {
  code: 'demo',
  name: 'Demo',
  languages: ['km', 'en'],
  defaultLanguage: 'km',
  defaultPalette: 'dark',
  status: 'normal',
  theme: { code: 'aurora', name: 'Aurora', palettes: { dark: { primary: '#3355ff' }, light: { primary: '#1122aa' } } },
  whitelabel: [{ modId: 'REGISTER', enabled: true, childrenNodes: [{ modId: 'MOBILEREG', enabled: true }] }, { modId: 'VIP', enabled: true }],
  registerFieldRules: { email: { enabled: true, required: true, patternId: 'EMAIL' }, line: { enabled: false, required: false } },
  vendors: { RNG: ['PG', 'JILI'] },
  socialSignIn: ['telegram'],
};

describe('console state', () => {
  it('starts from the merchant\'s defaults with no overrides', () => {
    expect(defaultView(merchant)).toEqual({ merchant: 'demo', language: 'km', palette: 'dark', status: 'normal', login: 'visitor', flags: {}, fields: {}, path: '/' });
  });

  it('keeps a flag override only while it differs from the file', () => {
    const off = setFlag(defaultView(merchant), merchant, 'VIP', false);
    expect(off.flags).toEqual({ VIP: false });
    expect(setFlag(off, merchant, 'VIP', true).flags).toEqual({});
  });

  it('drops required with shown, and forgets a field override equal to the file', () => {
    const hidden = setFieldRule(defaultView(merchant), merchant, 'email', { enabled: false });
    expect(hidden.fields).toEqual({ email: { enabled: false, required: false } });
    const back = setFieldRule(setFieldRule(hidden, merchant, 'email', { enabled: true }), merchant, 'email', { required: true });
    expect(back.fields).toEqual({});
    expect(hasOverrides(back)).toBe(false);
    expect(effectiveRule(merchant, hidden, 'email')).toEqual({ enabled: false, required: false });
  });

  it('opens the frame on the view\'s page with merchant, preview id, language and palette', () => {
    expect(frameUrl({ ...defaultView(merchant), path: '/promotions' }, 'abc')).toBe('/promotions?merchant=demo&preview=abc&lang=km&palette=dark');
    expect(viewPath({ pathname: '/rng', hash: '#top' })).toBe('/rng#top');
    expect(viewPath({ pathname: '/a b', hash: '' })).toBeNull();
  });
});

describe('explain mode', () => {
  it('reads several tags and skips unknown kinds', () => {
    expect(parseExplainTags('flag:VIP theme:primary bogus:x :y')).toEqual([{ kind: 'flag', id: 'VIP' }, { kind: 'theme', id: 'primary' }]);
  });

  it('collects the tags of an element and of its tagged ancestors, nearest first', () => {
    document.body.innerHTML = '<nav data-explain="theme:header"><a data-explain="flag:VIP"><span id="t">VIP</span></a></nav>';
    expect(tagsAround(document.getElementById('t')).map((t) => `${t.kind}:${t.id}`)).toEqual(['flag:VIP', 'theme:header']);
  });

  it('says where a flag sits, whether it is on and whether the preview changed it', () => {
    const view = setFlag(defaultView(merchant), merchant, 'REGISTER', false);
    expect(explainTag({ kind: 'flag', id: 'MOBILEREG' }, merchant, view)).toMatchObject({
      key: 'explain.flag',
      values: { flag: 'MOBILEREG', path: 'REGISTER › MOBILEREG' },
      translated: { state: 'explain.state.off', source: 'explain.source.preview' },
    });
  });

  it('gives a theme token\'s value in the palette shown, and a field rule\'s state', () => {
    expect(explainTag({ kind: 'theme', id: 'primary' }, merchant, { ...defaultView(merchant), palette: 'light' }).values.value).toBe('#1122aa');
    expect(explainTag({ kind: 'rule', id: 'email' }, merchant, defaultView(merchant)).translated).toEqual({ state: 'explain.rule.required', source: 'explain.source.file' });
    expect(explainTag({ kind: 'status', id: 'maintenance' }, merchant, { ...defaultView(merchant), status: 'maintenance' })).toMatchObject({ key: 'explain.status.maintenance', translated: { source: 'explain.source.preview' } });
    expect(explainTag({ kind: 'vendors', id: 'RNG' }, merchant, defaultView(merchant)).values).toEqual({ category: 'RNG', vendors: 'PG, JILI', count: '2' });
  });
});
