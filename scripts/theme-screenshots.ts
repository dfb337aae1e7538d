// Screenshots of the bundled themes for docs/theming.md: each theme's home on the demo merchant at the desktop size
// (one palette each, alternating), one phone shot and the theme editor, saved as WebP (encoded by Chromium itself, so
// no image tool is needed) under docs/screenshots/themes/. Runs against a started server with the demo staff login
// (docs/preview.md): `PORT=8203 npx tsx scripts/theme-screenshots.ts [outDir]`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const port = Number(process.env.PORT ?? 8203);
const outDir = process.argv[2] ?? 'docs/screenshots/themes';
const origin = `http://demo.localhost:${port}`;
const STAFF = { username: 'support', password: 'Preview-Demo-1' };
const QUALITY = 0.72;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Theme and palette per shot: one palette each, alternating so the doc shows both kinds. */
const THEMES: readonly [string, 'dark' | 'light'][] = [
  ['aurora', 'dark'], ['noir', 'light'], ['pitch', 'dark'], ['jade', 'light'],
  ['lotus', 'dark'], ['neon', 'light'], ['angkor', 'dark'], ['clarity', 'light'],
];

/** Every home's announcement popup hidden (as the journeys do), so the page itself shows. */
function hidePopups(context: BrowserContext) {
  const ids = readdirSync('merchants').flatMap((code) => {
    try {
      const merchant = JSON.parse(readFileSync(path.join('merchants', code, 'merchant.json'), 'utf8')) as { announcements?: { id: string; type: string }[] };
      return (merchant.announcements ?? []).filter((n) => n.type === 'PU').map((n) => n.id);
    } catch {
      return [];
    }
  });
  const value = JSON.stringify(Object.fromEntries(ids.map((id) => [id, Date.UTC(2100, 0, 1)])));
  return context.addInitScript((v) => localStorage.setItem('announcementPopupHiddenToday', v), value);
}

/** The PNG Chromium took, re-encoded as lossy WebP by Chromium's own canvas. */
async function saveWebp(encoder: Page, png: Buffer, file: string) {
  const dataUrl = await encoder.evaluate(async ({ b64, quality }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')!.drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', quality);
  }, { b64: png.toString('base64'), quality: QUALITY });
  if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  writeFileSync(path.join(outDir, file), bytes);
  console.log(`${file} ${Math.round(bytes.length / 1024)} kB`);
}

async function createView(page: Page, view: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (body) => {
    const response = await fetch('/wps/preview/views', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json()) as { value?: { id: string } };
    if (!json.value) throw new Error(`preview refused: ${JSON.stringify(json)}`);
    return json.value.id;
  }, view);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', reducedMotion: 'reduce', serviceWorkers: 'block' });
  await hidePopups(context);
  const page = await context.newPage();
  const encoder = await context.newPage();
  await encoder.goto(`${origin}/healthz`);

  await page.goto(`${origin}/preview`);
  await page.getByLabel('Staff user').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Preview console', level: 1 }).waitFor();

  const shoot = async (theme: string, palette: 'dark' | 'light', file: string) => {
    const view = { merchant: 'demo', language: 'en', palette, status: 'normal', login: 'visitor', flags: {}, fields: {}, path: '/', theme };
    const id = await createView(page, view);
    const query = new URLSearchParams({ merchant: 'demo', preview: id, lang: 'en', palette });
    await page.goto(`${origin}/?${query.toString()}`);
    await settle(page);
    await saveWebp(encoder, await page.screenshot(), file);
  };

  for (const [theme, palette] of THEMES) await shoot(theme, palette, `${theme}-home-desktop-${palette}.webp`);

  // A phone: jade, the lottery-first theme made for it.
  await page.setViewportSize(PHONE);
  await shoot('jade', 'dark', 'jade-home-phone-dark.webp');

  // The console with the picker, then the editor open on the Colours group, the frame beside it.
  await page.setViewportSize(DESKTOP);
  await page.goto(`${origin}/preview`);
  await page.getByRole('heading', { name: 'Preview console', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
  // Noir picked: the frame shows the demo merchant in it.
  await page.getByRole('radio', { name: 'Noir', exact: true }).check();
  await page.locator('iframe[data-preview-frame="A"]').waitFor();
  await settle(page);
  await page.waitForTimeout(3000);
  await saveWebp(encoder, await page.screenshot(), 'preview-console-picker.webp');
  await page.getByRole('checkbox', { name: 'Theme editor' }).check();
  await page.getByRole('heading', { name: 'Theme editor: Noir' }).waitFor();
  await page.getByText('Colours: Dark palette').click();
  await page.evaluate(() => {
    const heading = document.getElementById('theme-editor-heading');
    window.scrollTo(0, (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 16);
  });
  await settle(page);
  await saveWebp(encoder, await page.screenshot(), 'theme-editor-colours.webp');

  await browser.close();
}

await main();
