// @vitest-environment jsdom
// The record pages in the whole shell, over the fake server (docs/money.md "Records").
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const answer = (content: unknown[], totals: Record<string, number>, extra: Record<string, unknown> = {}) => ({
  content, pageNum: 1, pageSize: 20, totalPages: 1, total: content.length, totals, from: '2026-11-19', to: '2026-11-25',
  timeZone: 'Asia/Phnom_Penh', currency: USD, ...extra,
});
const base = (handlers: Record<string, (url: URL) => unknown>) => ({
  '/wps/member/info': () => memberInfo(),
  '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
  ...handlers,
});
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.restoreAllMocks();
});

describe('account record', () => {
  it('[M2-8] lists the postings with the totals of the range, filters by type and moves the range with the presets', async () => {
    const queries: URLSearchParams[] = [];
    const { server } = await renderApp({
      path: '/member/transactionHistory', token: 'tok', ...en,
      handlers: base({
        '/wps/records/transactions': (url) => {
          queries.push(url.searchParams);
          return answer(
            [
              { entryId: 'e2', createdAt: '2026-11-25T03:00:00Z', type: 'withdrawal_hold', wallet: 'MAIN', amount: -2500, balanceAfter: 7500, reference: 'w1' },
              { entryId: 'e1', createdAt: '2026-11-25T02:00:00Z', type: 'deposit', wallet: 'MAIN', amount: 10000, balanceAfter: 10000, reference: 'd1' },
            ],
            { totalIn: 10000, totalOut: 2500, net: 7500 },
            { total: 42, totalPages: 3 },
          );
        },
      }),
    });
    const table = await screen.findByTestId('records-table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Withdrawal')).toBeTruthy();
    expect(within(rows[1]!).getByText('-$25.00')).toBeTruthy();
    expect(within(rows[2]!).getAllByText('$100.00')).toHaveLength(2);
    const totals = screen.getByTestId('records-totals');
    expect(totals.textContent).toContain('Records42');
    expect(totals.textContent).toContain('Total out$25.00');
    expect(screen.getByTestId('records-page').textContent).toBe('Page 1 of 3');
    // Default: the last 7 days, 20 a page.
    const first = queries[0]!;
    expect(daysBetween(first.get('from')!, first.get('to')!)).toBe(6);
    expect(first.get('pageSize')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)!.get('pageNo')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    await waitFor(() => expect(queries.at(-1)!.get('type')).toBe('deposit'));
    expect(queries.at(-1)!.get('pageNo')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe(queries.at(-1)!.get('to')));
    const yesterday = queries.at(-1)!.get('from')!;
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(daysBetween(yesterday, queries.at(-1)!.get('from')!)).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(daysBetween(queries.at(-1)!.get('from')!, queries.at(-1)!.get('to')!)).toBe(29));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2026-11-01'));
    expect(server.calls.some((c) => c.includes('format=csv'))).toBe(false);
  });

  it('[M2-8] a wallet transfer\'s two rows (one entry, two wallets) leave nothing behind when the type filter changes', async () => {
    const transfer = { entryId: 'e3', createdAt: '2026-11-25T04:00:00Z', type: 'wallet_transfer', reference: null };
    const hold = { entryId: 'e2', createdAt: '2026-11-25T03:00:00Z', type: 'withdrawal_hold', wallet: 'MAIN', amount: -2500, balanceAfter: 7500, reference: 'w1' };
    await renderApp({
      path: '/member/transactionHistory', token: 'tok', ...en,
      handlers: base({
        '/wps/records/transactions': (url) =>
          url.searchParams.get('type') === 'withdrawal_hold'
            ? answer([hold], { totalIn: 0, totalOut: 2500, net: -2500 })
            : answer(
                [{ ...transfer, wallet: 'LIVERY', amount: 500, balanceAfter: 500 }, { ...transfer, wallet: 'MAIN', amount: -500, balanceAfter: 7000 }, hold],
                { totalIn: 500, totalOut: 3000, net: -2500 },
              ),
      }),
    });
    const table = await screen.findByTestId('records-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The vendor's name for players, not its code.
    expect(within(table).getByText('Livery Originals')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdrawal_hold' } });
    await waitFor(() => expect(within(screen.getByTestId('records-table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByTestId('records-table')).queryByText('LIVERY')).toBeNull();
  });

  it('[M2-8] downloads the range as CSV with the token in the Authorization header, through a Blob URL', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp({
      path: '/member/transactionHistory', token: 'tok', ...en,
      handlers: base({
        '/wps/records/transactions': (url) =>
          url.searchParams.get('format') === 'csv'
            ? new Response('\uFEFFtime,type\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="account-record-2026-11-19-2026-11-25.csv"' } })
            : answer([], { totalIn: 0, totalOut: 0, net: 0 }),
      }),
    });
    expect(await screen.findByText('No records in this range')).toBeTruthy();
    fireEvent.click(screen.getByTestId('records-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('format=csv'))!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('account-record-2026-11-19-2026-11-25.csv');
    expect(link.href).toBe('blob:csv');
  });

  it('[M2-8] shows the server refusal of a range and a retry', async () => {
    await renderApp({
      path: '/member/transactionHistory', token: 'tok', ...en,
      handlers: base({ '/wps/records/transactions': () => json({ success: false, code: 'date_range_too_long', value: { maxDays: 90 } }, 400) }),
    });
    expect(await screen.findByText('Please choose at most 90 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('bet record', () => {
  it('[M2-7] lists the rounds with bet, win and net, the totals, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/member/personalHistoryCopy', token: 'tok', ...en,
      handlers: base({
        '/wps/records/bets': (url) => {
          queries.push(url.searchParams);
          return answer(
            [{ roundId: 'r1', createdAt: '2026-11-25T02:00:00Z', settledAt: '2026-11-25T02:00:05Z', gameType: 'rng', vendor: 'DEMO', nodeId: 'slot1', gameName: 'Lucky Slot', status: 'settled', betAmount: 1000, winAmount: 2500, net: 1500 }],
            { betAmount: 1000, winAmount: 2500, net: 1500 },
          );
        },
      }),
    });
    const table = await screen.findByTestId('records-table');
    expect(within(table).getByText('Lucky Slot')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Round ID' })).toBeTruthy();
    expect(within(table).getByText('r1')).toBeTruthy();
    expect(within(table).getByText('Settled')).toBeTruthy();
    expect(within(table).getByText('$15.00')).toBeTruthy();
    expect(screen.getByTestId('records-totals').textContent).toContain('Total wins$25.00');
    expect(queries[0]!.get('lang')).toBe('en');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rolled_back' } });
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('rolled_back'));
  });
});

describe('game type and vendor filters', () => {
  it('[M2-7] the bet record filters by the merchant\'s game types and vendors, back to page 1, and a game type narrows the vendors', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/member/personalHistoryCopy', token: 'tok', ...en,
      handlers: base({
        '/wps/records/bets': (url) => {
          queries.push(url.searchParams);
          return answer([], { betAmount: 0, winAmount: 0, net: 0 }, { total: 60, totalPages: 3 });
        },
      }),
    });
    await screen.findByTestId('records-page');
    const gameType = screen.getByLabelText<HTMLSelectElement>('Game type');
    const vendor = screen.getByLabelText<HTMLSelectElement>('Provider');
    const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);
    // The fixture merchant: RNG PG, JILI; LIVE EVO; SPORTS SBO, IMES (e-sports); LOTT; FISH has none, so no choice.
    expect(options(gameType)).toEqual(['All', 'Slots', 'Live casino', 'Sports', 'E-sports', 'Lottery']);
    expect(options(vendor)).toEqual(['All', 'PG', 'JILI', 'EVO', 'SBO', 'IM E-sports', 'Lottery']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)!.get('pageNo')).toBe('2'));
    fireEvent.change(vendor, { target: { value: 'JILI' } });
    await waitFor(() => expect(queries.at(-1)!.get('vendor')).toBe('JILI'));
    expect(queries.at(-1)!.get('pageNo')).toBe('1');
    expect(queries.at(-1)!.has('gameType')).toBe(false);

    fireEvent.change(gameType, { target: { value: 'RNG' } });
    await waitFor(() => expect(queries.at(-1)!.get('gameType')).toBe('RNG'));
    expect(queries.at(-1)!.get('vendor')).toBe('JILI');
    expect(options(vendor)).toEqual(['All', 'PG', 'JILI']);
    // Sports does not have JILI: the vendor goes back to all.
    fireEvent.change(gameType, { target: { value: 'SPORTS' } });
    await waitFor(() => expect(queries.at(-1)!.get('gameType')).toBe('SPORTS'));
    expect(queries.at(-1)!.has('vendor')).toBe(false);
    expect(vendor.value).toBe('');
    expect(options(vendor)).toEqual(['All', 'SBO']);
    // Back to all game types.
    fireEvent.change(gameType, { target: { value: '' } });
    await waitFor(() => expect(queries.at(-1)!.has('gameType')).toBe(false));
  });

  it('[M2-9] profit and loss takes the same filters', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/member/personalProfit', token: 'tok', ...en,
      handlers: base({
        '/wps/records/profit': (url) => {
          queries.push(url.searchParams);
          return answer([], { rounds: 0, betAmount: 0, winAmount: 0, net: 0 });
        },
      }),
    });
    expect(await screen.findByText('No records in this range')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'LIVE' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'EVO' } });
    await waitFor(() => expect(queries.at(-1)!.get('vendor')).toBe('EVO'));
    expect(queries.at(-1)!.get('gameType')).toBe('LIVE');
  });

  it('[M2-7] shows the server\'s refusal of a vendor it does not offer', async () => {
    await renderApp({
      path: '/member/personalHistoryCopy', token: 'tok', ...en,
      handlers: base({ '/wps/records/bets': () => json({ success: false, code: 'unknown_vendor', value: { vendor: 'PG' } }, 400) }),
    });
    expect(await screen.findByText('This provider is not offered on this site.')).toBeTruthy();
  });
});

describe('profit and bonus', () => {
  it('[M2-9][M2-10] show the days with their net and the bonus entries with their totals', async () => {
    await renderApp({
      path: '/member/personalProfit', token: 'tok', ...en,
      handlers: base({
        '/wps/records/profit': () => answer([{ date: '2026-11-25', rounds: 3, betAmount: 3000, winAmount: 1000, net: -2000 }], { rounds: 3, betAmount: 3000, winAmount: 1000, net: -2000 }),
      }),
    });
    const table = await screen.findByTestId('records-table');
    expect(within(table).getByText('2026-11-25')).toBeTruthy();
    expect(within(table).getByText('-$20.00')).toBeTruthy();
    expect(screen.getByTestId('records-totals').textContent).toContain('Rounds3');
  });

  it('[M2-10] bonus details list the bonus entries with their source and the total, and filter by source', async () => {
    const mission = { entryId: 'b2', createdAt: '2026-11-25T03:00:00Z', amount: 150, balanceAfter: 1950, reference: 'mission:daily:2026-11-25', source: 'mission' };
    const vip = { entryId: 'b1', createdAt: '2026-11-25T02:00:00Z', amount: 800, balanceAfter: 1800, reference: 'vip:monthly:2026-10', source: 'vip_monthly' };
    await renderApp({
      path: '/member/bonusDetails', token: 'tok', ...en,
      handlers: base({
        '/wps/records/bonus': (url) => (url.searchParams.get('source') === 'mission' ? answer([mission], { amount: 150 }) : answer([mission, vip], { amount: 950 })),
      }),
    });
    const table = await screen.findByTestId('records-table');
    expect(within(table).getByText('$8.00')).toBeTruthy();
    expect(within(table).getByText('$18.00')).toBeTruthy();
    // Which bonus each row is, in words, not the ledger reference.
    expect(within(table).getByText('VIP monthly bonus')).toBeTruthy();
    expect(within(table).getByText('Mission reward')).toBeTruthy();
    expect(screen.getByTestId('records-totals').textContent).toContain('Total bonus$9.50');
    fireEvent.change(screen.getByLabelText('Bonus type'), { target: { value: 'mission' } });
    await waitFor(() => expect(within(screen.getByTestId('records-table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByTestId('records-totals').textContent).toContain('Total bonus$1.50');
  });
});
