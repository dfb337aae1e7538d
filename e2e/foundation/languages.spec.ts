// Each bundled language a visitor can switch to (issue 16), one table, one journey per script: the visitor finds it by its English name in the
// searchable language selector of the demo site; the document takes its code and direction; the home, the login and
// the registration dialogs read in it (the texts are read from its own locale files, so the check follows the
// translation); a language of its own script is drawn with its bundled font, fetched only once its text is on the
// page, and no other script's font is fetched; a right-to-left language puts the side menu on the right; axe finds
// nothing. Languages with checks of their own (Thai's calendar,
// Vietnamese on lotto, Chinese and Japanese Han shapes, Arabic right to left) keep their own files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { nativeNameOf } from '../../src/engine/language-names';
import { directionOf, languageInfo } from '../../src/engine/languages';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

interface LanguageCase {
  code: string;
  /** What a visitor types in the selector's search: the English name. */
  search: string;
  /**
   * A script the Latin fonts do not draw: the bundled font's files (its stylesheet and faces) and family, and the
   * family it must come before in the body's stack (a face that also carries some of the script's letters).
   */
  font?: { files: RegExp; family: string; before?: string };
  /** A script Inter draws from a subset the main stylesheet declares but a Latin page never fetches: that subset's files. */
  interSubset?: RegExp;
}

const CASES: readonly LanguageCase[] = [
  { code: 'ms', search: 'malay' },
  { code: 'fil', search: 'filipino' },
  { code: 'pt-BR', search: 'portuguese' },
  { code: 'es', search: 'spanish' },
  { code: 'hi', search: 'hindi', font: { files: /noto-sans-devanagari/, family: 'Noto Sans Devanagari Variable' } },
  { code: 'ne', search: 'nepali', font: { files: /noto-sans-devanagari/, family: 'Noto Sans Devanagari Variable' } },
  { code: 'my', search: 'burmese', font: { files: /noto-sans-myanmar/, family: 'Noto Sans Myanmar Variable' } },
  { code: 'lo', search: 'lao', font: { files: /noto-sans-lao/, family: 'Noto Sans Lao Variable' } },
  // Noto Sans SC also carries the common Hangul syllables: Korean puts its own face before it.
  { code: 'ko', search: 'korean', font: { files: /noto-sans-kr/, family: 'Noto Sans KR Variable', before: 'Noto Sans SC Variable' } },
  // Cyrillic: drawn by Inter (its cyrillic subset is in the main stylesheet), so no script font is fetched.
  { code: 'ru', search: 'russian' },
  { code: 'uk', search: 'ukrainian' },
  // Kazakh: ә ғ қ ң ө ү һ і from Inter's cyrillic and cyrillic-ext subsets (ұ Ұ from its cyrillic face).
  { code: 'kk', search: 'kazakh' },
  // Greek: drawn by Inter (its greek subset, U+0370-03FF, fetched once a Greek letter is on the page), no script font.
  { code: 'el', search: 'greek', interSubset: /inter-greek-wght-normal/ },
  { code: 'tr', search: 'turkish' },
  { code: 'fr', search: 'french' },
  { code: 'de', search: 'german' },
  { code: 'it', search: 'italian' },
  // Right to left, Arabic script: Noto Sans Arabic, the face Arabic uses too.
  { code: 'fa', search: 'persian', font: { files: /noto-sans-arabic/, family: 'Noto Sans Arabic Variable' } },
  // Urdu: the same Arabic face (its arabic subset has ٹ ڈ ڑ ں ھ ہ ے).
  { code: 'ur', search: 'urdu', font: { files: /noto-sans-arabic/, family: 'Noto Sans Arabic Variable' } },
  { code: 'he', search: 'hebrew', font: { files: /noto-sans-hebrew/, family: 'Noto Sans Hebrew Variable' } },
  { code: 'nl', search: 'dutch' },
  // Swedish: å ä ö are in Inter's latin subset, so no other face is fetched.
  { code: 'sv', search: 'swedish' },
  // Czech's č ď ě ň ř š ť ů ž are in Inter's latin-ext subset, fetched when the page shows one.
  { code: 'cs', search: 'czech' },
  // Romanian's ș ț (comma below, U+0219/U+021B) and ă â î: Inter's latin-ext subset, no script font.
  { code: 'ro', search: 'romanian' },
  // Polish ą ć ę ł ń ś ź ż: Inter's latin-ext subset (ó is in latin), no script font.
  { code: 'pl', search: 'polish' },
  // Hungarian's ő ű are in Inter's latin-ext subset too.
  { code: 'hu', search: 'hungarian' },
  // Bengali: its own face, Noto Sans Bengali (no other bundled font has the Bengali letters).
  { code: 'bn', search: 'bengali', font: { files: /noto-sans-bengali/, family: 'Noto Sans Bengali Variable' } },
  // Tamil: its own face, Noto Sans Tamil.
  { code: 'ta', search: 'tamil', font: { files: /noto-sans-tamil/, family: 'Noto Sans Tamil Variable' } },
  // Uzbek's oʻ gʻ (U+02BB) and ʼ (U+02BC) are in Inter's latin subset, so no other face is fetched.
  { code: 'uz', search: 'uzbek' },
  // Sinhala: its own face, Noto Sans Sinhala (no other bundled font has the Sinhala letters).
  { code: 'si', search: 'sinhala', font: { files: /noto-sans-sinhala/, family: 'Noto Sans Sinhala Variable' } },
  // Mongolian's ө ү are in Inter's cyrillic-ext subset, so no script font is fetched.
  { code: 'mn', search: 'mongolian' },
  // Telugu: its own face, Noto Sans Telugu (no other bundled font has the Telugu letters).
  { code: 'te', search: 'telugu', font: { files: /noto-sans-telugu/, family: 'Noto Sans Telugu Variable' } },
];

/** Every script font the site bundles; a page fetches only its own language's. */
const SCRIPT_FONTS = /noto-sans-(khmer|sc|tc|jp|thai|devanagari|kr|lao|myanmar|arabic|hebrew|sinhala|telugu|bengali|tamil)/i;

type Texts = Record<string, unknown>;
const textsOf = (code: string, namespace: string): Texts => JSON.parse(readFileSync(path.join('locales', code, `${namespace}.json`), 'utf8')) as Texts;
const text = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * One journey per script (CI time: a journey and a page load per language grew with every language added): the
 * visitor switches through each language of the script in turn on one page, as a visitor trying languages does, and
 * each one's home, login and registration dialogs are read in it. Axe checks the first language of each script (the
 * home, then each dialog alone); what axe judges (contrast, names, roles, structure) changes with the script and the
 * direction, not between two languages of one script, whose lang and dir the journey checks itself.
 */
const SCRIPTS = [...new Set(CASES.map(({ code }) => languageInfo(code)!.script))];

for (const script of SCRIPTS) {
  const cases = CASES.filter(({ code }) => languageInfo(code)!.script === script);
  const names = cases.map(({ code }) => `${nativeNameOf(code)} (${code})`).join(', ');

  test(`[P9-7][P1-1] a visitor switches in turn to ${names}: the home, login and registration read in each, axe clean`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS * (1 + cases.length / 2));
    const fontFiles: string[] = [];
    const interFiles: string[] = [];
    page.on('request', (request) => {
      if (SCRIPT_FONTS.test(request.url())) fontFiles.push(request.url());
      if (/inter-[\w-]+\.woff2/.test(request.url())) interFiles.push(request.url());
    });
    await page.goto(siteUrl('demo'));
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
    await settled(page);
    expect(fontFiles, 'an English page needs no script font').toEqual([]);
    for (const { interSubset } of cases) if (interSubset) expect(interFiles.filter((url) => interSubset.test(url)), 'an English page needs no Inter subset of the script').toEqual([]);

    const banner = page.getByRole('banner');
    let current = { label: 'Language', search: 'Search languages', name: 'English' };
    for (const [index, { code, search, font, interSubset }] of cases.entries()) {
      const common = textsOf(code, 'common');
      const auth = textsOf(code, 'auth');
      const name = nativeNameOf(code);
      const checkAxe = index === 0;

      await banner.getByRole('button', { name: `${current.label}: ${current.name}` }).click();
      await banner.getByRole('combobox', { name: current.search }).fill(search);
      await expect(banner.getByRole('option')).toHaveText([name]);
      await page.keyboard.press('Enter');
      current = { label: text(common, 'language.label'), search: text(common, 'language.search'), name };

      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(code));
      await expect(page.getByRole('navigation').first().getByRole('link', { name: text(common, 'nav.home'), exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: `${current.label}: ${name}` })).toBeVisible();
      await expect(page.getByRole('navigation', { name: text(common, 'app.mainNavigation') }).getByRole('link', { name: text(common, 'nav.live') }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: text(common, 'app.skipToContent') })).toBeAttached();
      if (directionOf(code) === 'rtl') {
        // Mirrored: the side menu hugs the right edge.
        const side = (await page.getByRole('navigation', { name: text(common, 'app.sideMenu') }).boundingBox())!;
        const width = page.viewportSize()!.width;
        expect(side.x).toBeGreaterThan(width / 2);
        expect(side.x + side.width).toBeGreaterThan(width - 40);
      }
      await settled(page);
      if (font) {
        await expect
          .poll(() => page.evaluate(async (family) => {
            await document.fonts.ready;
            return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded');
          }, font.family))
          .toBe(true);
      }
      expect(fontFiles.filter((url) => !font?.files.test(url)), `${code}: no other script's font`).toEqual([]);
      if (interSubset) await expect.poll(() => interFiles.some((url) => interSubset.test(url)), `${code}: Inter's subset of the script is fetched`).toBe(true);
      if (font?.before) {
        const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(stack.indexOf(font.family), `${font.family} in the body's stack`).toBeGreaterThan(-1);
        expect(stack.indexOf(font.family), `${font.family} before ${font.before}`).toBeLessThan(stack.indexOf(font.before));
      }
      if (font) expect(fontFiles.some((url) => /\.woff2$/.test(url)), `${code}: its own font's faces are fetched`).toBe(true);
      if (checkAxe) await expectNoAxeViolations(page);

      await banner.getByRole('button', { name: text(common, 'actions.login'), exact: true }).click();
      const login = page.getByRole('dialog', { name: text(auth, 'login.title') });
      await expect(login.getByLabel(text(auth, 'login.username'))).toBeVisible();
      await expect(login.getByLabel(text(auth, 'login.password'), { exact: true })).toBeVisible();
      if (checkAxe) await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();

      await banner.getByRole('button', { name: text(common, 'actions.register'), exact: true }).click();
      const register = page.getByRole('dialog', { name: text(auth, 'register.title') });
      await expect(register.getByRole('button', { name: text(auth, 'register.submit'), exact: true })).toBeVisible();
      await settled(page);
      if (checkAxe) await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(register).toBeHidden();
    }
  });
}
