// Thai (issue 16, point 8): a visitor switches the demo site to Thai from the searchable language selector; the home,
// the login and registration dialogs, the deposit page and the agent's team overview read in Thai, are drawn with
// the bundled Thai font (fetched only once Thai text is on the page) and axe finds nothing on them. thai1 and
// thaiagent1 are this journey's own accounts: logging in in Thai saves Thai on them.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** The URLs of the Thai font's Thai-letter files the page has asked for so far. */
function thaiFontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-thai-thai-.*\.woff2/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** The page's Thai text is drawn with the bundled Thai font: its face has loaded and the body's stack names it. */
async function expectThaiFont(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans Thai Variable' && face.status === 'loaded');
    }))
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Sans Thai Variable');
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('[P9-7][P1-1] a visitor switches to Thai: the home reads in Thai with the Thai font, axe clean', async ({ page }) => {
  const requests = thaiFontRequests(page);
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);
  expect(requests, 'an English page needs no Thai font').toEqual([]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  const search = banner.getByRole('combobox', { name: 'Search languages' });
  await search.fill('thai');
  await expect(banner.getByRole('option')).toHaveText(['ไทย']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ภาษา: ไทย' })).toBeVisible();
  await settled(page);
  await expectThaiFont(page);
  expect(requests.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Thai, the login and registration dialogs read in Thai, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'th'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login.getByLabel('ชื่อผู้ใช้')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
  await expect(register.getByRole('button', { name: 'สมัครสมาชิก', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Thai, a member\'s deposit page and an agent\'s team overview read in Thai, axe clean', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'th'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await login.getByLabel('ชื่อผู้ใช้').fill('thai1');
  await login.getByLabel('รหัสผ่าน', { exact: true }).fill('Player123');
  await login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(login).toBeHidden();

  await page.goto(siteUrl('demo', '/member/depositv2'));
  await expect(page.getByRole('heading', { name: 'ฝากเงินใหม่' })).toBeVisible();
  await settled(page);
  await expectThaiFont(page);
  await expectNoAxeViolations(page);

  const other = await browser.newContext({ locale: 'en-US' });
  await ownIp(other);
  const agent = await other.newPage();
  await agent.addInitScript(() => localStorage.setItem('language:demo', 'th'));
  await agent.goto(siteUrl('demo', '/agent'));
  const form = agent.getByTestId('login-form-agent');
  await form.getByLabel('ชื่อผู้ใช้').fill('thaiagent1');
  await form.getByLabel('รหัสผ่าน', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(agent).toHaveURL(siteUrl('demo', '/agentHome'));
  await agent.goto(siteUrl('demo', '/agentHome/agentTeamOverview'));
  await expect(agent.getByRole('heading', { level: 1, name: 'ภาพรวมทีม' })).toBeVisible();
  await settled(agent);
  await expectThaiFont(agent);
  await expectNoAxeViolations(agent);
  await other.close();
});
