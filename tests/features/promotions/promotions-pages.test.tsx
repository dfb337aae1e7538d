// @vitest-environment jsdom
// The promotion hall, the reward centre and the points mall in the whole shell, over the fake server.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };

const activity = (overrides: Record<string, unknown>) => ({
  activityId: 'first-deposit', kind: 'apply', title: 'First deposit bonus', description: 'Apply after your first deposit.',
  startsAt: '2026-01-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z', phase: 'open', rewardAmount: 1000, maxPrize: 0, turnoverMultiple: 15,
  state: null, action: 'apply', participationId: null, ...overrides,
});
const hall = (loggedIn: boolean) => ({
  loggedIn,
  currency: USD,
  activities: [
    activity({}),
    activity({ activityId: 'daily-raffle', kind: 'raffle', title: 'Daily lucky draw', rewardAmount: 0, maxPrize: 10000, action: 'claim', turnoverMultiple: 1 }),
    activity({ activityId: 'weekly-cashback', kind: 'join', title: 'Weekly cashback 5%', rewardAmount: 0, action: loggedIn ? 'signed' : 'join', state: loggedIn ? 'joining' : null }),
    activity({ activityId: 'new-year', kind: 'join', title: 'New year red packet', phase: 'upcoming', action: 'upcoming' }),
  ],
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('promotion hall', () => {
  it('[M2-18][M2-33][M4-3] a visitor sees every card with its period, reward and action; taking part opens the login popup', async () => {
    await renderApp({ path: '/promotions', ...en, handlers: { '/wps/promotions': () => hall(false) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion hall' })).toBeTruthy();
    const cards = await screen.findAllByTestId('activity');
    expect(cards).toHaveLength(4);
    const raffle = within(screen.getByRole('listitem', { name: 'Daily lucky draw' }));
    expect(raffle.getByText('Win up to $100.00')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'First deposit bonus' })).getByText('Bonus $10.00')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'New year red packet' })).getByText('Upcoming')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Weekly cashback 5%' })).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('[M3-10][M5-3] the apply dialog counts the remark and refuses 141 characters before sending', async () => {
    const { server } = await renderApp({
      path: '/promotions', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => memberInfo(), '/wps/promotions': () => hall(true) },
    });
    expect(within(await screen.findByRole('listitem', { name: 'Weekly cashback 5%' })).getAllByText('Joined')).not.toHaveLength(0);
    fireEvent.click(within(screen.getByRole('listitem', { name: 'First deposit bonus' })).getByRole('button', { name: 'Apply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply: First deposit bonus' }));
    fireEvent.change(dialog.getByLabelText('Remark'), { target: { value: 'x'.repeat(141) } });
    expect(dialog.getByTestId('remark-counter').textContent).toBe('141/140');
    expect(dialog.getByRole('alert').textContent).toBe('The remark can have at most 140 characters.');
    expect((dialog.getByRole('button', { name: 'Send application' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Remark'), { target: { value: 'x'.repeat(140) } });
    expect(dialog.getByTestId('remark-counter').textContent).toBe('140/140');
    expect(server.calls.some((c) => c.includes('/apply'))).toBe(false);
  });

  it('[M2-33] shows an error with a retry when the hall cannot load, and the empty state when there is nothing', async () => {
    let fail = true;
    await renderApp({ path: '/promotions', ...en, handlers: { '/wps/promotions': () => (fail ? json({ success: false, code: 'request_failed' }, 500) : { ...hall(false), activities: [] }) } });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No promotions right now. Come back soon.')).toBeTruthy();
  });
});

describe('reward centre', () => {
  it('[M2-11] lists claimable rewards and the history; claim posts once, says where the money went and the list refreshes', async () => {
    let claimed = false;
    const reward = { rewardId: 'r1', source: 'promotion', title: 'First deposit bonus', amount: 1000, turnoverMultiple: 15, createdAt: '2026-11-25T02:00:00Z' };
    const { server } = await renderApp({
      path: '/member/rewardCenter', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/rewards': () => (claimed
          ? { claimableCount: 0, claimable: [], history: [{ ...reward, state: 'claimed', claimedAt: '2026-11-25T03:00:00Z' }] }
          : { claimableCount: 1, claimable: [{ ...reward, state: 'claimable', claimedAt: null }], history: [] }),
        '/wps/rewards/r1/claim': () => {
          claimed = true;
          return { reward: { ...reward, state: 'claimed', claimedAt: '2026-11-25T03:00:00Z' }, replayed: false, balance: 1000 };
        },
      },
    });
    const claimable = await screen.findByTestId('rewards-claimable');
    expect(await within(claimable).findByText('$10.00')).toBeTruthy();
    expect(within(screen.getByTestId('rewards-history')).getByText('No rewards claimed yet.')).toBeTruthy();
    fireEvent.click(within(claimable).getByRole('button', { name: 'Claim' }));
    expect(await within(claimable).findByText('Nothing to claim right now.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('rewards-history')).getAllByTestId('reward')).toHaveLength(1));
    // The toast survives the row moving to the history (its row unmounts while the list refreshes).
    expect(await screen.findByText('$10.00 is in your main wallet.')).toBeTruthy();
    expect(server.calls.filter((c) => c.startsWith('/wps/rewards/r1/claim'))).toHaveLength(1);
  });
});

describe('points mall', () => {
  it('[M2-18] a trial account is told a real account is needed and asks nothing', async () => {
    const { server } = await renderApp({ path: '/pointMall', token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo({ type: 4, isTrial: true }) } });
    expect(await screen.findByTestId('true-account-required')).toBeTruthy();
    expect(server.calls.some((c) => c.startsWith('/wps/points'))).toBe(false);
  });

  it('[M2-33][M3-7][M9-8] shows the balance, the exchange ratio, that points never expire, and sold-out rewards', async () => {
    await renderApp({
      path: '/pointMall', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/points/balance': () => ({ balance: 2500, config: { betPerPoint: 100, exchangePoints: 100, exchangeMoney: 100, minConvertPoints: 100, expires: false, currency: USD } }),
        '/wps/points/rewards': () => [
          { rewardId: 'tshirt', title: 'Team T-shirt', pointsPrice: 2000, stock: 50, physical: true },
          { rewardId: 'mug', title: 'Lucky mug', pointsPrice: 1000, stock: 0, physical: true },
        ],
        '/wps/points/redeems': () => ({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
        '/wps/points/details': () => ({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
      },
    });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('2,500');
    expect(screen.getByTestId('exchange-ratio').textContent).toBe('Exchange ratio: 100 points = $1.00');
    expect(screen.getByText('Points never expire.')).toBeTruthy();
    const mug = within(await screen.findByRole('listitem', { name: 'Lucky mug' }));
    expect(mug.getByText('Out of stock')).toBeTruthy();
    expect((mug.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('No redeems yet.')).toBeTruthy();
    expect(await screen.findByText('No points yet: bets earn points.')).toBeTruthy();
  });
});
