// @vitest-environment jsdom
// Names of pages and regions (WCAG 2.4.6): each page has one h1, the text of the menu entry that opens it, and no two
// regions of a page share a name (the withdraw page had its form's region named "Withdraw" inside the page's own).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberInfo } from '../features/wallet/fixtures';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const WITHDRAW = {
  '/wps/v2/wallets/balance': () => ({ balance: 100_000, currency: USD }),
  '/wps/withdrawal/info': () => ({
    currency: USD, min: 1000, max: 5_000_000, dailyCount: 5, dailyAmount: 10_000_000, usedToday: { count: 0, amount: 0 },
    autoReceiptMinutes: 60, maxBankAccounts: 5, paymentPasswordSet: true, balance: 100_000, turnover: { multiple: 0, remaining: 0 },
  }),
  '/wps/withdrawal/bank-accounts': () => ({ maxAccounts: 5, realName: 'PLAYER ONE', banks: [], accounts: [] }),
  '/wps/withdrawal/list': () => ({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
};

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

const regionNames = () =>
  screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return (labelledBy ? document.getElementById(labelledBy)?.textContent : region.getAttribute('aria-label')) ?? '';
  });

describe('page and region names', () => {
  it.each([
    ['/member/withdraw', () => memberInfo()],
    ['/agentHome/withdraw', () => memberInfo({ type: 1, isAgent: true })],
  ])('[M2-5] %s: one h1 "Withdraw", its form a region of another name', async (path, info) => {
    await renderApp({ path, token: 'tok', ...en, handlers: { '/wps/member/info': info, ...WITHDRAW } });
    expect(await screen.findByRole('region', { name: 'New withdrawal' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Withdraw']);
    const names = regionNames();
    expect(names.filter((name) => name === 'Withdraw')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['/member/transactionHistory', 'Account record'],
    ['/member/personalHistoryCopy', 'Bet record'],
    ['/member/bonusDetails', 'Bonus details'],
  ])('[M2-7][M2-10] %s: the page\'s h1 is its only heading of that name', async (path, title) => {
    await renderApp({ path, token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo() } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await screen.findByRole('group', { name: 'Date range' });
    expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
    const names = regionNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it('[M2-19] every agent centre menu entry opens a page whose h1 is the entry', async () => {
    const agent = { '/wps/member/info': () => memberInfo({ account: 'agent1', type: 1, isAgent: true }) };
    const first = await renderApp({ path: '/agentHome', token: 'tok', ...en, handlers: agent });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => ({ path: new URL((link as HTMLAnchorElement).href).pathname, name: link.textContent ?? '' }))
      .filter((entry) => entry.path.startsWith('/agentHome/') && entry.path !== '/agentHome/customerService');
    expect(entries.length).toBeGreaterThan(8);
    first.unmount();
    const mismatched: string[] = [];
    for (const entry of entries) {
      cleanup();
      resetApp();
      stubBrowser();
      await renderApp({ path: entry.path, token: 'tok', ...en, handlers: agent });
      const h1 = await screen.findByRole('heading', { level: 1 });
      if (h1.textContent !== entry.name) mismatched.push(`${entry.path}: menu "${entry.name}", h1 "${h1.textContent}"`);
    }
    expect(mismatched).toEqual([]);
  }, 60_000);
});
