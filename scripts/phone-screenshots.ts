// Screenshots of key pages at phone (390 x 844) and desktop (1366 x 768) size in both palettes, for looking at the
// responsive layout (docs/phones.md). Runs against a started server: `PORT=8208 npx tsx scripts/phone-screenshots.ts
// <outDir> [phone|desktop|tablet]...`.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const port = Number(process.env.PORT ?? 8091);
const outDir = process.argv[2] ?? 'docs/screenshots/phone';
const sizes = process.argv.slice(3).length > 0 ? process.argv.slice(3) : ['phone'];
const only = process.env.ONLY;
const palettes = (process.env.PALETTES ?? 'dark,light').split(',');
const url = (merchant: string, route: string) => `http://${merchant}.localhost:${port}${route}`;

const VIEWPORTS: Record<string, { width: number; height: number; mobile: boolean }> = {
  phone: { width: 390, height: 844, mobile: true },
  tablet: { width: 820, height: 1180, mobile: true },
  desktop: { width: 1366, height: 768, mobile: false },
};

interface Shot {
  name: string;
  merchant: string;
  route: string;
  login?: 'member' | 'agent';
  /** The member to log in as (player1 by default; lotto asks player1 for a code from a new IP). */
  user?: string;
  /** Open the first game of the route's lobby and take its game window instead. */
  game?: boolean;
  /** Scroll this element into view before the picture. */
  scrollTo?: string;
}
const SHOTS: Shot[] = [
  { name: 'demo-home', merchant: 'demo', route: '/' },
  { name: 'basic-home', merchant: 'basic', route: '/' },
  { name: 'lotto-home', merchant: 'lotto', route: '/' },
  { name: 'demo-slots', merchant: 'demo', route: '/rng' },
  { name: 'demo-member', merchant: 'demo', route: '/member/transactionHistory', login: 'member' },
  { name: 'demo-agent', merchant: 'demo', route: '/agentHome/agentTeamOverview', login: 'agent' },
  { name: 'lotto-lottery', merchant: 'lotto', route: '/lottery?gameCode=CQSSC', login: 'member', user: 'downline1' },
  { name: 'lotto-lottery-slip', merchant: 'lotto', route: '/lottery?gameCode=CQSSC', login: 'member', user: 'downline1', scrollTo: '#lottery-slip' },
  { name: 'demo-deposit', merchant: 'demo', route: '/member/depositv2', login: 'member' },
  { name: 'basic-game-window', merchant: 'basic', route: '/rng', login: 'member', game: true },
];

async function memberLogIn(page: Page, merchant: string, user = 'player1'): Promise<void> {
  await page.goto(url(merchant, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill('Player123');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Play now' }).click();
}

async function agentLogIn(page: Page, merchant: string): Promise<void> {
  await page.goto(url(merchant, '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill('agent41');
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/agentHome/);
}

async function shoot(browser: Browser, size: string, shot: Shot, palette: string): Promise<void> {
  const viewport = VIEWPORTS[size]!;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    locale: 'en-US',
    extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  await context.addInitScript(({ merchant, palette }) => {
    localStorage.setItem(`palette:${merchant}`, palette);
    localStorage.setItem('announcementPopupHiddenToday', JSON.stringify({ any: 0 }));
  }, { merchant: shot.merchant, palette });
  const page = await context.newPage();
  try {
    if (shot.login === 'member') await memberLogIn(page, shot.merchant, shot.user);
    if (shot.login === 'agent') await agentLogIn(page, shot.merchant);
    await page.goto(url(shot.merchant, shot.route));
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    const file = path.join(outDir, `${shot.name}-${size}-${palette}.png`);
    if (shot.scrollTo) await page.locator(shot.scrollTo).first().scrollIntoViewIfNeeded();
    if (shot.game) {
      const tile = page.getByTestId('game-tile').first();
      const name = (await tile.getByRole('heading').first().textContent())!.trim();
      const opened = context.waitForEvent('page');
      await tile.getByRole('button', { name: `Play ${name}` }).click();
      const game = await opened;
      await game.waitForLoadState('networkidle');
      await game.waitForTimeout(600);
      await game.screenshot({ path: file });
      console.log(`${file}: game window`);
      return;
    }
    await page.screenshot({ path: file });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const main = await page.evaluate(() => document.getElementById('main')?.getBoundingClientRect().width ?? 0);
    console.log(`${file}: overflow ${overflow}px, main ${Math.round(main)}px of ${viewport.width}`);
  } catch (error) {
    console.error(`${shot.name} ${size} ${palette}:`, (error as Error).message.split('\n')[0]);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(outDir, { recursive: true });
for (const size of sizes)
  for (const shot of SHOTS.filter((s) => !only || only.split(',').includes(s.name)))
    // The game window has the vendor's one palette: one picture.
    for (const palette of shot.game ? palettes.slice(0, 1) : palettes) await shoot(browser, size, shot, palette);
await browser.close();
