// @vitest-environment jsdom
// The lottery lobby in the real app shell against a fake server: the menu's error and retry, the selected game's
// countdown and results, the slip's own checks and the server's refusals, external vendors, the back link, and the
// empty list of bets.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

const en = { deviceLanguages: ['en'] };
const game = (gameCode: string, gameName: string, vassalage = 'LOTT', groupCode = 'SSC') => ({ nodeId: '9', gameCode, gameName, vassalage, groupCode, drawSeconds: 1200 });
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

const issue = (overrides: Record<string, unknown> = {}) => ({
  gameCode: 'CQSSC', gameName: 'Chongqing Time Lottery', vassalage: 'LOTT', groupCode: 'SSC', drawSeconds: 1200, closeSeconds: 30,
  issue: '202606010032', drawAt: inSeconds(600), closeAt: inSeconds(570), serverTime: new Date().toISOString(), bettable: true,
  betTypes: [
    { betType: 'SSC_POSITION', positions: 5, picks: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], odds: 9.8 },
    { betType: 'SSC_BIG_SMALL', positions: null, picks: ['big', 'small'], odds: 1.96 },
  ],
  stake: { min: 100, max: 10_000_000 }, currency: 'USD',
  ...overrides,
});

function handlers(overrides: Record<string, (url: URL) => unknown> = {}) {
  return {
    '/lgw/vn/games/game_menu': () => [{ groupCode: 'SSC', groupName: 'Time Lottery', games: [game('CQSSC', 'Chongqing Time Lottery')] }],
    '/lgw/vn/games/game_menu/recent': () => [],
    '/lgw/vn/lottery/issue': () => issue(),
    '/lgw/vn/numeros/opened/game': () => [
      { gameCode: 'CQSSC', gameName: 'Chongqing Time Lottery', vassalage: 'LOTT', issue: '202606010031', numbers: ['1', '2', '3', '4', '5'], openedAt: inSeconds(-600) },
      { gameCode: 'CQSSC', gameName: 'Chongqing Time Lottery', vassalage: 'LOTT', issue: '202606010030', numbers: ['9', '8', '7', '6', '5'], openedAt: inSeconds(-1800) },
    ],
    '/lgw/vn/lottery/bets': () => ({ content: [], pageNum: 1, totalPages: 1, total: 0 }),
    ...overrides,
  };
}

describe('lottery lobby page', () => {
  it('[P7.2-15] shows the menu\'s failure with a retry, then the grouped menu; the Recent tab has its own empty state', async () => {
    let fail = true;
    await renderApp({
      path: '/lottery', token: 'tok', ...en,
      handlers: handlers({
        '/lgw/vn/games/game_menu': () => (fail ? json({ success: false, code: 'network_error' }, 500) : [{ groupCode: 'SSC', groupName: 'Time Lottery', games: [game('CQSSC', 'Chongqing Time Lottery')] }]),
      }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Lottery games' });
    const retry = await within(menu).findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await within(menu).findByRole('heading', { name: 'Time Lottery' })).toBeTruthy();
    expect(screen.getByText('Choose a game from the list to see its draws and results.')).toBeTruthy();
    expect(await screen.findByText('No bets here yet.')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Recent' }));
    expect(await within(menu).findByText('You have not opened a lottery game of this type yet.')).toBeTruthy();
  });

  it('[P2.1-12][P7.2-16] shows the selected game\'s countdown, latest numbers and history; a back link only to a site path', async () => {
    await renderApp({ path: '/lottery?gameCode=CQSSC&back=%2F%2Fevil.example', token: 'tok', ...en, handlers: handlers() });
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer.textContent).toMatch(/^00:(09|10):\d\d$/));
    const latest = await screen.findByRole('list', { name: 'Numbers of issue 202606010031' });
    expect(within(latest).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(screen.getByRole('table', { name: 'Draw history' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chongqing Time Lottery' }).getAttribute('aria-current')).toBe('true');
  });

  it('checks the slip before sending and shows the server\'s refusal in words', async () => {
    await renderApp({
      path: '/lottery?gameCode=CQSSC&back=%2Flott', token: 'tok', ...en,
      handlers: handlers({ '/lgw/vn/lottery/bet': () => json({ success: false, code: 'betting_closed' }, 409) }),
    });
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/lott');
    const slip = await screen.findByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('Betting on issue 202606010032')).toBeTruthy();
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    fireEvent.click(place);
    expect((await within(slip).findByRole('alert')).textContent).toBe('Choose your pick first.');
    fireEvent.click(within(slip).getByRole('radio', { name: '7' }));
    fireEvent.change(within(slip).getByLabelText('Stake (USD)'), { target: { value: '0.50' } });
    fireEvent.click(place);
    expect((await within(slip).findByRole('alert')).textContent).toBe('The stake is below the minimum.');
    fireEvent.change(within(slip).getByLabelText('Stake (USD)'), { target: { value: '10' } });
    expect(within(slip).getByText('Pays $98.00 if it wins (stake included).')).toBeTruthy();
    fireEvent.click(place);
    await waitFor(() => expect(within(slip).getByRole('alert').textContent).toBe('Betting on this issue has closed. Place your bet on the next issue.'));
  });

  it('[P4.6-6] an external vendor\'s game shows its results and says its bets are placed at the vendor', async () => {
    await renderApp({
      path: '/seaLottery?gameCode=TH_GLO', token: 'tok', ...en,
      handlers: handlers({ '/lgw/vn/lottery/issue': () => issue({ gameCode: 'TH_GLO', gameName: 'Thai Government Lottery', vassalage: 'TCG_SEA', bettable: false, betTypes: [] }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia lottery' })).toBeTruthy();
    expect(await screen.findByText('Bets on TCG_SEA draws are placed at the vendor; this page shows its draws and results.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
  });
});
