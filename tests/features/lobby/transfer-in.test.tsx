// @vitest-environment jsdom
// Money where the game is (issue 18 point 2, docs/decisions.md): on a merchant with a wallet per vendor, opening a
// game offers a transfer into its vendor's wallet (the last amount again), or with automatic transfer on moves the
// main balance in and back once the game window closes. The wallet page has the switch.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };

const game = (n: number) => ({
  nodeId: String(n), gameType: 'RNG', vassalage: 'PNG', displayName: 'Play n Go', gameName: `Game ${n}`, nodeName: `Game ${n}`,
  gameCode: `g${n}`, gameClassify: '', isGame: 1, isHot: 0, isNew: 0, iconUrl: `/game-art/${n}.svg`, releaseDate: '2026-01-01',
});

interface Wallets { main: number; png: number }

function handlers(wallets: Wallets) {
  return {
    '/wps/member/info': () => memberInfo(),
    '/wps/relay/GCSGAME_vendorList': () => ({ data: { lanes: [] } }),
    '/wps/relay/GCSGAME_gameList': () => ({ games: [game(1)], totalPages: 1, total: 1 }),
    '/wps/relay/MCSFE_favoriteIds': () => [],
    '/wps/relay/GCS_recentGame': () => ({ list: [], page: 1, totalPages: 0, total: 0 }),
    '/wps/v2/wallets/balance': () => ({ balance: wallets.main, currency: USD, wallets: [{ vendor: 'PNG', balance: wallets.png }, { vendor: 'PT', balance: 0 }] }),
    '/wps/game/launchGame': () => ({ url: '/demo-aggregator/play?token=t' }),
    '/wps/relay/GCS_walletTransfer': () => ({ transferId: 't1', amount: 0, wallets: [] }),
    '/wps/relay/GCS_walletTransferAllIn': () => ({ transferId: 't2', amount: wallets.main, wallets: [] }),
  };
}

/** The JSON bodies the site posted to a path. */
function posted(path: string): Record<string, unknown>[] {
  return vi.mocked(fetch).mock.calls
    .filter(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('transfer offered when a game opens', () => {
  it('offers the amount moved last time, moves it into the game\'s wallet, then opens the game', async () => {
    localStorage.setItem('transferInAmount:player1', '1500');
    const open = vi.fn<typeof window.open>(() => ({ closed: false, opener: null }) as unknown as Window);
    vi.stubGlobal('open', open);
    await renderApp({ path: '/rng', token: 'tok', ...en, handlers: handlers({ main: 5000, png: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move money to the game' });
    expect(within(dialog).getByTestId('transfer-in-main').textContent).toBe('$50.00');
    expect(within(dialog).getByTestId('transfer-in-vendor').textContent).toBe('$0.00');
    const amount = within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('15');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer and play' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/demo-aggregator/play?token=t&palette=dark', '_blank'));
    expect(posted('/wps/relay/GCS_walletTransfer')).toEqual([expect.objectContaining({ from: 'MAIN', to: 'PNG', amount: 1500 })]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('transferInAmount:player1')).toBe('1500');
  });

  it('refuses more than the main wallet holds and moves nothing; "Play with" opens the game without a transfer', async () => {
    const open = vi.fn<typeof window.open>(() => ({ closed: false, opener: null }) as unknown as Window);
    vi.stubGlobal('open', open);
    await renderApp({ path: '/rng', token: 'tok', ...en, handlers: handlers({ main: 5000, png: 700 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move money to the game' });
    // Nothing remembered: the whole main balance is offered.
    const amount = within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('50');
    fireEvent.change(amount, { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer and play' }));
    expect(await within(dialog).findByTestId('transfer-in-field-error')).toBeTruthy();
    expect(posted('/wps/relay/GCS_walletTransfer')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play with $7.00' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(posted('/wps/relay/GCS_walletTransfer')).toEqual([]);
  });

  it('with automatic transfer on, moves the main balance in, opens the game, and brings the game wallet back when its window closes', async () => {
    localStorage.setItem('autoTransfer:player1', 'on');
    const gameWindow = { closed: false, opener: null as unknown };
    vi.stubGlobal('open', vi.fn(() => gameWindow as unknown as Window));
    const wallets = { main: 5000, png: 0 };
    await renderApp({ path: '/rng', token: 'tok', ...en, handlers: handlers(wallets) });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 1' }));
    await waitFor(() => expect(posted('/wps/relay/GCS_walletTransferAllIn')).toEqual([expect.objectContaining({ to: 'PNG' })]));
    await waitFor(() => expect(window.open).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The player won $12.00 and closed the game: its wallet holds $62.00, which comes back to main.
    Object.assign(wallets, { main: 0, png: 6200 });
    gameWindow.closed = true;
    await waitFor(() => expect(posted('/wps/relay/GCS_walletTransfer')).toEqual([expect.objectContaining({ from: 'PNG', to: 'MAIN', amount: 6200 })]), { timeout: 5000 });
  });
});

describe('automatic transfer switch', () => {
  it('is off at first, and the wallet page remembers it per account', async () => {
    await renderApp({ path: '/member/transferFund', token: 'tok', ...en, handlers: handlers({ main: 5000, png: 0 }) });
    const box = (await screen.findByRole('switch', { name: /Move my main balance into a game's wallet/ })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(localStorage.getItem('autoTransfer:player1')).toBe('on');
    expect(screen.getByText('Automatic transfer is on')).toBeTruthy();
  });
});
