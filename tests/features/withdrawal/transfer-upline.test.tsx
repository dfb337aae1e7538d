// @vitest-environment jsdom
// The transfer to upline page in the whole shell, over the fake server (docs/money.md "Transfer to upline").
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const AGENT = { account: 'agent42', nickname: 'Agent Forty-Two' };

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

const base = (handlers: Record<string, (url: URL) => unknown>) => ({
  '/wps/member/info': () => memberInfo(),
  '/wps/v2/wallets/balance': () => ({ balance: 5000, currency: USD }),
  ...handlers,
});

describe('transfer to upline', () => {
  it('[M2-6] checks the amount against the main wallet, then sends one transfer per attempt to the agent', async () => {
    let balance = 5000;
    const bodies: Record<string, unknown>[] = [];
    await renderApp({
      path: '/member/transferUpline', token: 'tok', ...en,
      handlers: base({
        '/wps/member/upline': () => ({ hasUpline: true, upline: AGENT, balance, currency: USD }),
        '/wps/member/upline/transfer': () =>
          new Promise((resolve) => setTimeout(() => {
            balance = 2500;
            resolve({ transferId: 't1', amount: 2500, balance, upline: AGENT, createdAt: '2026-11-25T02:00:00Z' });
          }, 200)),
      }),
    });
    expect((await screen.findByTestId('upline-agent')).textContent).toBe('Your upline agent: Agent Forty-Two (agent42)');
    expect(screen.getByTestId('upline-balance').textContent).toBe('Main wallet balance: $50.00');
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/wps/member/upline/transfer')) bodies.push(JSON.parse(String(init!.body)) as Record<string, unknown>);
      return original(input, init);
    });
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-amount-error')).textContent).toBe('Not enough balance in this wallet');
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-success')).textContent).toBe('$25.00 was transferred to Agent Forty-Two.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ amount: 2500 });
    await waitFor(() => expect(screen.getByTestId('upline-balance').textContent).toBe('Main wallet balance: $25.00'));
  });

  it('[M2-6] says so when the member has no upline agent, and shows a refusal', async () => {
    await renderApp({
      path: '/member/transferUpline', token: 'tok', ...en,
      handlers: base({ '/wps/member/upline': () => ({ hasUpline: false, upline: null, balance: 0, currency: USD }) }),
    });
    expect(await screen.findByText('You have no upline agent to transfer to.')).toBeTruthy();
    cleanup();
    resetApp();
    stubBrowser();
    await renderApp({
      path: '/member/transferUpline', token: 'tok', ...en,
      handlers: base({ '/wps/member/upline': () => json({ success: false, code: 'in_need_true_account' }, 403) }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
