// @vitest-environment jsdom
// The logged-in header and the deposit page in the whole shell, over the fake server.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '../../../src/features/wallet/components/deposit-form';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from './fixtures';

const en = { deviceLanguages: ['en-GB'] };

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const METHODS = {
  currency: USD,
  expiryMinutes: 30,
  methods: [
    { id: 'bank', type: 'BANK_TRANSFER', label: { en: 'Bank transfer' }, min: 1000, max: 1_000_000 },
    { id: 'khqr', type: 'QR', label: { en: 'KHQR' }, min: 100, max: 500_000 },
  ],
};
const deposit = (status: string, overrides: Record<string, unknown> = {}) => ({
  depositId: 'd1', methodId: 'bank', methodType: 'BANK_TRANSFER', amount: 2500, currency: 'USD', status, payUrl: '/sandbox-gateway/pay/p1',
  createdAt: '2026-11-25T02:00:00Z', expiresAt: '2026-11-25T02:30:00Z', completedAt: null, ...overrides,
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('logged-in header', () => {
  it('[P2.5-1][M3-1][M7-5] shows the balance with the symbol and 2 decimals, hides it (remembered) and refreshes it', async () => {
    let balance = 123456;
    const { server } = await renderApp({
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance, currency: USD }),
        '/wps/relay/CSP_unreadCount': () => 3,
      },
    });
    const amount = await screen.findByTestId('header-balance');
    await waitFor(() => expect(amount.textContent).toBe('$1,234.56'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('****');
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount.textContent).toBe('$1,234.56');
    balance = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount.textContent).toBe('$2.00'));
    expect(server.calls.filter((c) => c.startsWith('/wps/v2/wallets/balance')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member/depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member/withdraw');
    // Unread messages badge the avatar button.
    expect(await screen.findByRole('button', { name: 'Account menu of Player One, 3 unread messages' })).toBeTruthy();
  });

  it('[P2.5-1][M6-3] opens the avatar menu with aria-expanded, moves with the arrows and closes on Escape', async () => {
    await renderApp({
      token: 'tok',
      ...en,
      handlers: { '/wps/member/info': () => memberInfo({ type: 1, isAgent: true }), '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }) },
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu of Player One' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Agent centre', 'My account', 'Bet record', 'Account record', 'Messages', 'Deposit', 'Withdraw', 'Security centre', 'Customer service', 'Log out',
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/agentHome');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[P2.5-1][M7-5] with a wallet per vendor, shows the total across wallets and the main wallet under it, both hidden together', async () => {
    await renderApp({
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 1000, currency: USD, wallets: [{ vendor: 'LIVERY', balance: 4000 }, { vendor: 'PG', balance: 50 }] }),
        '/wps/relay/CSP_unreadCount': () => 0,
      },
    });
    const amount = await screen.findByTestId('header-balance');
    await waitFor(() => expect(amount.textContent).toBe('$50.50'));
    expect(screen.getByTestId('header-main-balance').textContent).toBe('Main wallet $10.00');
    expect(document.getElementById(amount.getAttribute('aria-labelledby')!)!.textContent).toBe('Total balance across all wallets');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('****');
    expect(screen.getByTestId('header-main-balance').textContent).toBe('Main wallet ****');
  });

  it('[M2-18][M6-4][P2.5-1] a trial account gets a trial chip, no money buttons, and never asks for unread messages', async () => {
    const { server } = await renderApp({
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo({ type: 4, isTrial: true, account: 'trial123', nickname: null }),
        '/wps/v2/wallets/balance': () => json({ success: false, code: 'in_need_true_account' }, 403),
      },
    });
    expect((await screen.findByTestId('trial-chip')).textContent).toBe('Free play');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('—'));
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(screen.getByTestId('header-wallet')).queryByRole('alert')).toBeNull();
    expect(server.calls.some((c) => c.includes('CSP_unreadCount'))).toBe(false);
  });
});

describe('deposit page', () => {
  it('[M2-4][M5-6][M5-7] validates the amount in the member language, then sends one deposit per attempt and goes to the gateway', async () => {
    const assign = vi.spyOn(goToGateway, 'assign').mockImplementation(() => undefined);
    const bodies: { methodId: string; amount: number; idempotencyKey: string }[] = [];
    await renderApp({
      path: '/member/depositv2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/payment/methods': () => METHODS,
        '/wps/payment/deposits': () => ({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
        // Slow enough for a second click to arrive while the first is on its way.
        '/wps/payment/deposit': () => new Promise((resolve) => setTimeout(() => resolve(deposit('pending')), 300)),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    expect(await screen.findByText('You have not made any deposit yet')).toBeTruthy();
    const amount = await screen.findByLabelText('Amount (USD)');
    const submit = screen.getByRole('button', { name: 'Deposit' });
    fireEvent.click(submit);
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Input cannot be empty');
    fireEvent.change(amount, { target: { value: '9.99' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('amount-error')).textContent).toBe('The minimum is $10.00');
    fireEvent.change(amount, { target: { value: '10,000.01' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('amount-error')).textContent).toBe('The maximum is $10,000.00');

    const { fetchMock } = { fetchMock: vi.mocked(fetch) };
    fetchMock.mockImplementation(((original) => async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/wps/payment/deposit') && init?.method === 'POST') bodies.push(JSON.parse(String(init.body)));
      return original(input, init);
    })(fetchMock.getMockImplementation()!));
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/pay/p1'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ methodId: 'bank', amount: 2500 });
    expect(bodies[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('[M2-4][P2.5-1] back from the gateway, polls a pending deposit until it succeeds and refreshes the header balance', async () => {
    let status = 'pending';
    let balance = 0;
    const { server } = await renderApp({
      path: '/member/depositv2?depositId=d1',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance, currency: USD }),
        '/wps/payment/deposit/d1': () => deposit(status),
        '/wps/payment/deposits': () => ({ content: [deposit(status)], pageNum: 1, totalPages: 1, total: 1 }),
      },
    });
    const value = await screen.findByTestId('deposit-status-value');
    expect(value.textContent).toBe('Pending');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$0.00'));
    status = 'succeeded';
    balance = 2500;
    await waitFor(() => expect(screen.getByTestId('deposit-status-value').textContent).toBe('Succeeded'), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$25.00'));
    const polls = server.calls.filter((c) => c.startsWith('/wps/payment/deposit/d1')).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.calls.filter((c) => c.startsWith('/wps/payment/deposit/d1')).length).toBe(polls);
  });
});
