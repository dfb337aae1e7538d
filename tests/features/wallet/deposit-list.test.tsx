// @vitest-environment jsdom
// The member's deposits under the deposit form: states, paging, loading failure.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from './fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const METHODS = { currency: USD, expiryMinutes: 30, methods: [{ id: 'bank', type: 'BANK_TRANSFER', label: { en: 'Bank transfer' }, min: 1000, max: 1_000_000 }] };
const row = (id: string, status: string, amount: number) => ({
  depositId: id, methodId: 'bank', methodType: 'BANK_TRANSFER', amount, currency: 'USD', status, payUrl: null,
  createdAt: '2026-11-25T02:00:00Z', expiresAt: '2026-11-25T02:30:00Z', completedAt: null,
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('deposit list', () => {
  it('[M2-4] shows pending, succeeded, failed and expired deposits a page at a time', async () => {
    const pages: Record<string, unknown[]> = {
      '1': [row('a', 'pending', 2500), row('b', 'succeeded', 100000), row('c', 'failed', 1250)],
      '2': [row('d', 'expired', 999)],
    };
    await renderApp({
      path: '/member/depositv2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/payment/methods': () => METHODS,
        '/wps/payment/deposits': (url) => ({ content: pages[url.searchParams.get('pageNo') ?? '1'], pageNum: Number(url.searchParams.get('pageNo')), totalPages: 2, total: 4 }),
      },
    });
    const list = await screen.findByTestId('deposit-list');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Bank transfer', '$25.00', 'Pending'],
      ['Bank transfer', '$1,000.00', 'Succeeded'],
      ['Bank transfer', '$12.50', 'Failed'],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(within(screen.getByTestId('deposit-list')).getByText('Expired')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('[M2-4][M8-10] says what went wrong when the deposits cannot be loaded, and tries again', async () => {
    let fail = true;
    await renderApp({
      path: '/member/depositv2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/payment/methods': () => METHODS,
        '/wps/payment/deposits': () => (fail ? json({ success: false, code: 'network_error' }, 503) : { content: [], pageNum: 1, totalPages: 0, total: 0 }),
      },
    });
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not made any deposit yet')).toBeTruthy();
  });
});
