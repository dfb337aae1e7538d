// Issue 17 point 6, the theme editor of the preview console: support staff change a colour and the order of the home
// sections, see both in the frame (the real site), see the linter's contrast error with its fix line for a colour
// that fails, and export a theme.json the linter accepts. The editor is keyboard-operable and axe clean in both
// palettes of the console.
import { readFile } from 'node:fs/promises';
import { expect, test, type Frame, type Page } from '@playwright/test';
import type { ThemeConfig } from '../../src/engine/config-types';
import type { ThemeCheck } from '../../src/engine/preview-view';
import { expectNoAxeViolations, siteUrl } from '../support/site';
import { JOURNEY_TIMEOUT_MS } from '../accounts/helpers';

const STAFF = { username: 'support', password: 'Preview-Demo-1' };

async function staffLogin(page: Page) {
  await page.goto(siteUrl('demo', '/preview'));
  await page.getByLabel('Staff user').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Preview console', level: 1 })).toBeVisible();
}

async function frameOf(page: Page): Promise<Frame> {
  const element = page.locator('iframe[data-preview-frame="A"]');
  await expect(element).toHaveAttribute('src', /preview=/, { timeout: 30_000 });
  return (await element.elementHandle().then((h) => h!.contentFrame()))!;
}

/** Waits for the frame to load a new preview after a change. */
async function nextFrame(page: Page, change: () => Promise<unknown>): Promise<Frame> {
  const element = page.locator('iframe[data-preview-frame="A"]');
  const before = await element.getAttribute('src');
  await change();
  await expect(element).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
  return frameOf(page);
}

const cssVariable = (frame: Frame, name: string) =>
  frame.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.use({ locale: 'en-US' });

test('a colour and the section order edited in the theme editor show in the frame; a bad colour is reported; the export passes the linter', async ({ page }) => {
  await staffLogin(page);
  await nextFrame(page, () => page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en'));
  await page.getByRole('checkbox', { name: 'Theme editor' }).check();
  await expect(page.getByRole('heading', { name: /^Theme editor: / })).toBeVisible();
  await expect(page.getByText('No problems: the linter accepts this draft.')).toBeVisible();

  // A colour: the dark palette's primary, typed into its hex field.
  await page.getByText('Colours: Dark palette').click();
  await page.getByRole('textbox', { name: 'primary as #rrggbb, Dark palette', exact: true }).fill('#4a82e0');
  // The frame reloads with each new preview; the same Frame object follows the iframe's navigations.
  const frame = await frameOf(page);
  await expect.poll(() => cssVariable(frame, '--lv-color-primary').catch(() => ''), { timeout: 30_000 }).toBe('#4a82e0');

  // The section order, with the keyboard: a rich text section added at the end is moved to the top.
  await page.getByText('Home page sections').click();
  await page.getByLabel('Section type').selectOption('richText');
  await page.getByRole('button', { name: 'Add the section' }).click();
  const sections = await page.getByRole('list', { name: 'Sections from top to bottom' }).getByRole('listitem').count();
  await page.getByRole('textbox', { name: 'richText: title (en)' }).fill('Welcome to Acme');
  await page.getByRole('button', { name: `Move richText (position ${sections}) up` }).focus();
  for (let i = 0; i < sections - 1; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `richText moved to position 1 of ${sections}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sections from top to bottom' }).getByRole('listitem').first()).toContainText('richText');
  const welcome = frame.getByRole('heading', { name: 'Welcome to Acme' });
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  const notices = frame.getByLabel('Notices', { exact: true }).first();
  expect((await welcome.boundingBox())!.y).toBeLessThan((await notices.boundingBox())!.y);

  // A text colour too dark for the dark page: the linter's contrast error, its fix line, a note at the field.
  const text = page.getByRole('textbox', { name: 'text as #rrggbb, Dark palette', exact: true });
  const savedText = await text.inputValue();
  await text.fill('#333333');
  const problem = page.getByRole('listitem').filter({ hasText: '(theme-contrast)' }).first();
  await expect(problem).toContainText('/palettes/dark/text');
  await expect(problem).toContainText(/Fix: set text to #[0-9a-f]{6}/);
  await expect(text).toHaveAccessibleDescription(/Problems here: /);
  // The console itself; the frames show the draft's unreadable text on purpose.
  await expectNoAxeViolations(page, { exclude: ['iframe[data-preview-frame]'] });
  await text.fill(savedText);
  await expect(page.getByText('No problems: the linter accepts this draft.')).toBeVisible({ timeout: 15_000 });

  // Export: the theme.json downloaded is valid against the schema and passes the theme rules.
  const download = page.waitForEvent('download');
  await page.locator('button[data-export$="/theme.json"]').click();
  const theme = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as ThemeConfig;
  expect(theme.palettes.dark.primary).toBe('#4a82e0');
  expect(theme.home.sections[0]).toEqual({ type: 'richText', settings: { title: { en: 'Welcome to Acme' } } });
  // The server's linter on the exported file (as a merge patch, the whole file replaces the saved theme's values).
  // From the page (its staff cookie; *.localhost resolves in the browser, not in the test's own Node).
  const checked = await page.evaluate(async (theme) => {
    const response = await fetch('/wps/preview/theme-check', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ merchant: 'demo', draft: { theme } }) });
    return response.json();
  }, theme) as { value: ThemeCheck };
  expect(checked.value.problems).toEqual([]);

  // The share link carries the draft: the console in the light palette opens it with the editor and the edits.
  const shared = await page.getByTestId('share-url').inputValue();
  await page.evaluate(() => localStorage.setItem('palette:demo', 'light'));
  await page.goto(shared);
  await expect(page.getByRole('heading', { name: /^Theme editor: / })).toBeVisible();
  await page.getByText('Colours: Dark palette').click();
  await expect(page.getByRole('textbox', { name: 'primary as #rrggbb, Dark palette', exact: true })).toHaveValue('#4a82e0');
  await page.getByText('Home page sections').click();
  await expect(page.getByRole('list', { name: 'Sections from top to bottom' }).getByRole('listitem').first()).toContainText('richText');
  await expectNoAxeViolations(page);
});

// Issue 17: the theme picker (any bundled theme, live in the frame, with swatches of both palettes) and the editor's
// weights, line heights, shadows and motion. One page load; the checks share it to keep CI time small.
test('the theme picker shows the merchant in another bundled theme and starts the editor from it; weights, shadows and motion are edited and linted', async ({ page }) => {
  await staffLogin(page);
  const picker = page.getByRole('group', { name: 'Theme', exact: true });
  await expect(picker.getByRole('radio')).toHaveCount(8);
  await expect(picker.getByRole('radio', { name: "Aurora (this merchant's theme)" })).toBeChecked();
  // A swatch of each palette per theme, drawn as decoration beside the name.
  await expect(picker.locator('[data-swatch="dark"]')).toHaveCount(8);
  await expect(picker.locator('[data-swatch="light"]')).toHaveCount(8);

  // With the keyboard: the frame shows the demo merchant in Noir.
  const frame = await nextFrame(page, async () => {
    await picker.getByRole('radio', { name: 'Noir', exact: true }).focus();
    await page.keyboard.press('Space');
  });
  await expect(picker.getByRole('radio', { name: 'Noir', exact: true })).toBeChecked();
  await expect.poll(() => cssVariable(frame, '--lv-color-background').catch(() => ''), { timeout: 30_000 }).toBe('#0b0a08');

  // The editor starts from the theme picked.
  await page.getByRole('checkbox', { name: 'Theme editor' }).check();
  await expect(page.getByRole('heading', { name: 'Theme editor: Noir' })).toBeVisible();
  await page.getByText('Type', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Heading weight (100 to 900)' }).fill('800');
  await expect.poll(() => cssVariable(frame, '--lv-font-weight-heading').catch(() => ''), { timeout: 30_000 }).toBe('800');
  await page.getByText('Shadows and elevation').click();
  await page.getByRole('spinbutton', { name: 'Modals and drawers: blur (px)' }).fill('64');
  await expect.poll(() => cssVariable(frame, '--lv-shadow-high').catch(() => ''), { timeout: 30_000 }).toContain('64px');

  // Motion: an easing CSS would refuse is reported with its fix line, at the field.
  await page.getByText('Motion', { exact: true }).click();
  await expect(page.getByText('Visitors whose device asks for reduced motion get none, whatever these values.')).toBeVisible();
  const x2 = page.getByRole('spinbutton', { name: 'Easing curve x2' });
  await x2.fill('1.4');
  const problem = page.getByRole('listitem').filter({ hasText: '(theme-easing)' }).first();
  await expect(problem).toContainText('/motion/easing/2');
  await expect(problem).toContainText('Fix: set motion.easing[2] to 1');
  await expect(x2).toHaveAccessibleDescription(/Problems here: /);
  await expectNoAxeViolations(page, { exclude: ['iframe[data-preview-frame]'] });
  await x2.fill('1');
  await expect(page.getByText('No problems: the linter accepts this draft.')).toBeVisible({ timeout: 15_000 });
  // The export names the picked theme in the merchant's file.
  await expect(page.locator('button[data-export="themes/noir/theme.json"]')).toBeVisible();
  await expect(page.locator('button[data-export="merchants/demo/merchant.json"]')).toBeVisible();
});
