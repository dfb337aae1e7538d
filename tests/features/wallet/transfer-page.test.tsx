// @vitest-environment jsdom
// /member/transferFund in the whole shell, over the fake server.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from './fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const on = (modId: string, childrenNodes?: { modId: string; enabled: boolean }[]) => (childrenNodes ? { modId, enabled: true, childrenNodes } : { modId, enabled: true });

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

function walletHandlers(state: { main: number; PG: number }) {
  return {
    '/wps/member/info': () => memberInfo(),
    '/wps/v2/wallets/balance': () => ({ balance: state.main, currency: USD, wallets: [{ vendor: 'PG', balance: state.PG }, { vendor: 'EVO', balance: 0 }] }),
    '/wps/member/info/funds/consolidated': () => ({ total: state.main + state.PG, main: state.main, currency: USD, wallets: [] }),
  } as Record<string, (url: URL) => unknown>;
}

describe('wallet page', () => {
  it('[M2-3] names each vendor wallet as players know the vendor, in the page language, never by its code', async () => {
    const permission = await permissionFixture({ whitelabel: [on('WALLET')] });
    const wallets = [{ vendor: 'LIVERY', balance: 0 }, { vendor: 'TCG_LOTTO_VN', balance: 0 }];
    await renderApp({
      path: '/member/transferFund', token: 'tok', permission, ...en,
      handlers: { ...walletHandlers({ main: 5000, PG: 0 }), '/wps/v2/wallets/balance': () => ({ balance: 5000, currency: USD, wallets }) },
    });
    const list = await screen.findByTestId('wallet-list');
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Livery Originals', 'TCG Vietnam Lotto']);
    expect(within(screen.getByLabelText('To')).getByRole('option', { name: /^Livery Originals/ })).toBeTruthy();
  });

  it('[M2-3][M7-5][M7-6][M7-7][M4-7] lists the wallets, checks the amount against the source wallet and transfers with an idempotency key', async () => {
    const state = { main: 5000, PG: 0 };
    const transfers: unknown[] = [];
    const permission = await permissionFixture({ whitelabel: [on('WALLET', [on('AGENTPOLICY3')])] });
    await renderApp({ path: '/member/transferFund', token: 'tok', permission, ...en, handlers: walletHandlers(state) });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/wps/relay/GCS_walletTransfer') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { from: string; to: string; amount: number; idempotencyKey: string };
        transfers.push(body);
        state.main -= body.amount;
        state.PG += body.amount;
        return json({ success: true, value: { transferId: 't1', amount: body.amount, wallets: [] } });
      }
      return original(input, init);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance').textContent).toBe('$50.00'));
    expect((await screen.findByTestId('consolidated-total')).textContent).toContain('$50.00');
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '50.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByTestId('transfer-field-error')).textContent).toBe('Not enough balance in this wallet');
    expect(transfers).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance').textContent).toBe('$30.00'));
    expect(transfers).toEqual([{ from: 'MAIN', to: 'PG', amount: 2000, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/) }]);
  });

  it('[M4-7][M3-4] does not ask for the consolidated funds when AGENTPOLICY3 is off', async () => {
    const permission = await permissionFixture({ whitelabel: [on('WALLET')] });
    const { server } = await renderApp({ path: '/member/transferFund', token: 'tok', permission, ...en, handlers: walletHandlers({ main: 100, PG: 0 }) });
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance').textContent).toBe('$1.00'));
    expect(screen.queryByTestId('consolidated-total')).toBeNull();
    expect(server.calls.some((c) => c.includes('funds/consolidated'))).toBe(false);
  });

  it('[M3-6][M7-8] says so when the merchant wallet is single, with no transfer form', async () => {
    const permission = await permissionFixture({ merchantWallet: { isSingle: true } });
    await renderApp({
      path: '/member/transferFund',
      token: 'tok',
      permission,
      ...en,
      handlers: { '/wps/member/info': () => memberInfo(), '/wps/v2/wallets/balance': () => ({ balance: 100, currency: USD }) },
    });
    expect((await screen.findByTestId('single-wallet')).textContent).toMatch(/single wallet/);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
