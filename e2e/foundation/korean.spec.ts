// Korean (issue 16): a visitor finds 한국어 in the searchable language selector of the demo site; the home reads in
// Korean, drawn with the bundled Noto Sans KR (fetched only once Hangul is on the page, and placed before the SC face,
// which also carries the common Hangul syllables); the login and registration dialogs read in Korean; axe finds nothing.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const KR_FILES = /noto-sans-kr-\d+-wght-normal[^/]*\.woff2/;
const HANGUL = /[\uAC00-\uD7AF]/;

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('[P9-7][P1-1] a visitor switches to Korean: the home reads in Hangul with Noto Sans KR, axe clean', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (KR_FILES.test(request.url())) requests.push(request.url());
  });
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);
  expect(requests, 'an English page needs no Korean font').toEqual([]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('korean');
  await expect(banner.getByRole('option')).toHaveText(['한국어']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: '홈' })).toBeVisible();
  await expect(banner.getByRole('button', { name: '언어: 한국어' })).toBeVisible();
  await expect(banner.getByRole('button', { name: '로그인' })).toBeVisible();
  await settled(page);
  expect(await page.locator('main').innerText()).toMatch(HANGUL);
  await expect
    .poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans KR Variable' && face.status === 'loaded');
    }))
    .toBe(true);
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(stack.indexOf('Noto Sans KR Variable')).toBeGreaterThan(-1);
  expect(stack.indexOf('Noto Sans KR Variable')).toBeLessThan(stack.indexOf('Noto Sans SC Variable'));
  expect(requests.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Korean, the login and registration dialogs read in Korean, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'ko'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: '로그인' });
  await expect(login.getByLabel('아이디')).toBeVisible();
  await expect(login.getByLabel('비밀번호', { exact: true })).toBeVisible();
  await expect(login.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: '회원가입' });
  await expect(register.getByRole('button', { name: '회원가입', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
