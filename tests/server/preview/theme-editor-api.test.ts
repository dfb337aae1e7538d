// The theme editor's server side (issue 17 point 6, docs/preview.md "Theme editor"): staff read the saved theme,
// a draft is checked as merchants:check would (schema, theme-contrast, theme-ui-contrast, with fix lines), and a
// preview carrying a draft shows it in the frame's permission data, never to a request without the staff session.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../../../src/engine/config-types.js';
import type { PermissionData } from '../../../src/engine/permission-data.js';
import type { CreatedPreview, PreviewTheme, PreviewView, ThemeCheck, ThemeEditorSource } from '../../../src/engine/preview-view.js';
import { hashPassword } from '../../../server/crypto/password-hashing.js';
import { openTestApp, valueOf, type TestApp } from '../../helpers/test-app.js';

const PASSWORD = 'Staff-Secret-9';

const view = (over: Partial<PreviewView> = {}): PreviewView => ({
  merchant: 'demo', language: 'en', palette: 'dark', status: 'normal', login: 'visitor', flags: {}, fields: {}, path: '/', ...over,
});

describe('the theme editor API', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let siteDir: string;
  let cookie: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'livery-theme-editor-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await openTestApp({ siteDir, preview: { staff: [{ username: 'support', passwordHash: await hashPassword(PASSWORD) }] } });
    app = t.app;
    const login = await app.inject({ method: 'POST', url: '/wps/preview/login', payload: { username: 'support', password: PASSWORD } });
    cookie = String(login.headers['set-cookie']).split(';')[0]!;
  });

  afterAll(async () => {
    await t?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const check = (draft: unknown, merchant = 'demo', headers: Record<string, string> = { cookie }) =>
    app.inject({ method: 'POST', url: '/wps/preview/theme-check', headers, payload: { merchant, draft } });

  it('refuses anonymous callers with 403 staff_only', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/preview/theme-editor?merchant=demo' })).statusCode).toBe(403);
    expect((await check({ theme: {} }, 'demo', {})).statusCode).toBe(403);
  });

  it('answers the saved theme and the merchant file the editor starts from', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/preview/theme-editor?merchant=demo', headers: { cookie } });
    const source = valueOf<ThemeEditorSource>(response);
    expect(source.themeFile).toBe('themes/aurora/theme.json');
    expect(source.merchantFile).toBe('merchants/demo/merchant.json');
    expect((source.theme as ThemeConfig).schemaVersion).toBe(2);
    const unknown = await app.inject({ method: 'GET', url: '/wps/preview/theme-editor?merchant=nobody', headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_merchant');
  });

  it('finds nothing in an unchanged theme, and a contrast error with its fix line in a pale primary', async () => {
    expect(valueOf<ThemeCheck>(await check({})).problems).toEqual([]);
    const pale = valueOf<ThemeCheck>(await check({ theme: { palettes: { light: { primary: '#f4f4f4' } } } })).problems;
    const ui = pale.find((p) => p.rule === 'theme-ui-contrast' && p.pointer === '/palettes/light/primary');
    expect(ui?.file).toBe('themes/aurora/theme.json');
    expect(ui?.fix).toMatch(/^set primary to #[0-9a-f]{6}/);
  });

  it('reports schema errors of the theme and of the merchant layout it writes', async () => {
    const problems = valueOf<ThemeCheck>(await check({ theme: { palettes: { dark: { text: 'red' } } }, merchant: { layout: { sideMenu: 'floating' } } })).problems;
    expect(problems.map((p) => [p.file, p.pointer, p.rule])).toEqual(expect.arrayContaining([
      ['themes/aurora/theme.json', '/palettes/dark/text', 'schema'],
      ['merchants/demo/merchant.json', '/layout/sideMenu', 'schema'],
    ]));
  });

  it('lints the weights, line heights, shadows and motion of a draft: bounds from the schema, and an easing CSS would refuse', async () => {
    const problems = valueOf<ThemeCheck>(await check({ theme: { typography: { weights: { heading: 950 }, lineHeights: { body: 3 } }, shadows: { low: { opacity: 1.5 } }, motion: { durations: { short: -5 } } } })).problems;
    expect(problems.filter((p) => p.rule === 'schema').map((p) => p.pointer).sort()).toEqual(['/motion/durations/short', '/shadows/low/opacity', '/typography/lineHeights/body', '/typography/weights/heading']);
    const easing = valueOf<ThemeCheck>(await check({ theme: { motion: { easing: [0.4, 0, 1.4, 1] } } })).problems;
    expect(easing).toEqual([expect.objectContaining({ rule: 'theme-easing', pointer: '/motion/easing/2', severity: 'error', fix: 'set motion.easing[2] to 1' })]);
    // y1 and y2 may overshoot (a spring-like curve) and are not reported.
    expect(valueOf<ThemeCheck>(await check({ theme: { motion: { easing: [0.3, 1.6, 0.6, -0.4] } } })).problems).toEqual([]);
  });

  it('shows a draft to the frame that carries the preview and the staff session, and refuses a draft the site cannot draw', async () => {
    const draft = { theme: { palettes: { dark: { primary: '#123456' } }, home: { sections: [{ type: 'marquee' }, { type: 'banners' }] } }, merchant: { layout: { sideMenu: 'none' } } };
    const created = await app.inject({ method: 'POST', url: '/wps/preview/views', headers: { cookie }, payload: view({ draft }) });
    const { id } = valueOf<CreatedPreview>(created);
    const previewed = valueOf<PermissionData>(await app.inject({ method: 'GET', url: `/wps/system/permission?merchant=demo&preview=${id}`, headers: { cookie } }));
    expect(previewed.theme.palettes.dark.primary).toBe('#123456');
    expect(previewed.theme.home.sections.map((s) => s.type)).toEqual(['marquee', 'banners']);
    expect(previewed.theme.layout.sideMenu).toBe('none');
    const player = valueOf<PermissionData>(await app.inject({ method: 'GET', url: `/wps/system/permission?merchant=demo&preview=${id}` }));
    expect(player.theme.palettes.dark.primary).not.toBe('#123456');

    const broken = await app.inject({ method: 'POST', url: '/wps/preview/views', headers: { cookie }, payload: view({ draft: { theme: { density: 'airy' } } }) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalid_theme');
  });

  it('lists every bundled theme with both palettes for the picker, and starts the editor from the one picked', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/preview/themes' })).statusCode).toBe(403);
    const themes = valueOf<PreviewTheme[]>(await app.inject({ method: 'GET', url: '/wps/preview/themes', headers: { cookie } }));
    expect(themes.map((theme) => theme.code).sort()).toEqual(['angkor', 'aurora', 'clarity', 'jade', 'lotus', 'neon', 'noir', 'pitch']);
    const noir = themes.find((theme) => theme.code === 'noir')!;
    expect(noir.palettes.dark.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(noir.palettes.light.primary).toMatch(/^#[0-9a-f]{6}$/);

    const source = valueOf<ThemeEditorSource>(await app.inject({ method: 'GET', url: '/wps/preview/theme-editor?merchant=demo&theme=noir', headers: { cookie } }));
    expect(source.themeFile).toBe('themes/noir/theme.json');
    expect((source.theme as ThemeConfig).code).toBe('noir');
    const unknown = await app.inject({ method: 'GET', url: '/wps/preview/theme-editor?merchant=demo&theme=nope', headers: { cookie } });
    expect(unknown.json().code).toBe('unknown_theme');

    // The draft patches the picked theme: nothing to report in noir as it is (the merchant is checked as naming it,
    // as the export writes it), its findings name noir's file, and the frame draws noir with the patch.
    const checkIn = (theme: string, draft: unknown) => app.inject({ method: 'POST', url: '/wps/preview/theme-check', headers: { cookie }, payload: { merchant: 'demo', theme, draft } });
    expect(valueOf<ThemeCheck>(await checkIn('noir', {})).problems).toEqual([]);
    expect(valueOf<ThemeCheck>(await check({ theme: { code: 'acme' } })).problems).toEqual([]);
    expect((await checkIn('nope', {})).json().code).toBe('unknown_theme');
    const pale = await app.inject({ method: 'POST', url: '/wps/preview/theme-check', headers: { cookie }, payload: { merchant: 'demo', theme: 'noir', draft: { theme: { palettes: { light: { primary: '#f4f4f4' } } } } } });
    expect(valueOf<ThemeCheck>(pale).problems.some((p) => p.file === 'themes/noir/theme.json' && p.pointer === '/palettes/light/primary')).toBe(true);
    const created = await app.inject({ method: 'POST', url: '/wps/preview/views', headers: { cookie }, payload: view({ theme: 'noir', draft: { theme: { palettes: { dark: { primary: '#d4af37' } } } } }) });
    const { id } = valueOf<CreatedPreview>(created);
    const previewed = valueOf<PermissionData>(await app.inject({ method: 'GET', url: `/wps/system/permission?merchant=demo&preview=${id}`, headers: { cookie } }));
    expect(previewed.theme.code).toBe('noir');
    expect(previewed.theme.palettes.dark.primary).toBe('#d4af37');
  });
});
