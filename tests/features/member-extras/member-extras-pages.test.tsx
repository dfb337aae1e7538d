// @vitest-environment jsdom
// The VIP, manual rebate, referral and profile pages in the whole shell, over the fake server: what each shows, the
// claims (the rebate with one idempotency key per attempt), copying the invitation link, editing the profile under
// the merchant's rules with the birthday set once, and the loading, empty and error states.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const base = { '/wps/member/info': () => memberInfo(), '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }) };
const failure = (code: string, status = 409) => json({ success: false, code }, status);

/** The JSON bodies the page sent to a path (calls with a body: POST and PUT). */
function bodiesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init as RequestInit | undefined)?.body !== undefined)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? '{}')) as Record<string, unknown>);
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.unstubAllGlobals();
});

const monthlyOf = (extra: Record<string, unknown> = {}) => ({
  month: '2026-10', level: 1, levelName: 'VIP1', amount: 200, status: 'none', claimedAt: null, current: '2026-11', nextAt: '2026-11-30T17:00:00.000Z', nextAmount: 200, ...extra,
});

const level = (i: number, bonus: string, extra: Record<string, number> = {}) => ({
  level: i, name: `VIP${i}`, minDeposit: i * 10_000, minValidBet: i * 50_000, upgradeBonus: i === 0 ? 0 : i * 500, monthlyBonus: i * 200, rebateBonusBasisPoints: i * 5, bonus, ...extra,
});

describe('/member/playerRank', () => {
  it('[M2-16][P3-4] shows the level, progress to the next by deposits and valid bets, the level table, and claims a reached bonus once', async () => {
    let claimed = false;
    const vip = () => ({
      currency: 'USD', level: 1, levelName: 'VIP1', totals: { deposits: 25_000, validBet: 60_000 },
      progress: { next: 2, nextName: 'VIP2', deposit: { need: 20_000, have: 20_000 }, validBet: { need: 100_000, have: 60_000 } },
      levels: [level(0, 'none'), level(1, claimed ? 'claimed' : 'claimable'), level(2, 'locked')], claimable: claimed ? 0 : 1, monthly: monthlyOf(),
    });
    const { server } = await renderApp({
      path: '/member/playerRank', token: 'tok', ...en,
      handlers: { ...base, '/wps/vip': vip, '/wps/vip/levels/1/claim': () => { claimed = true; return { level: 1, amount: 500, balance: 500 }; } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your level: VIP1' })).toBeTruthy();
    expect(screen.getByText('$250.00')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Valid bets' }).getAttribute('aria-valuetext')).toBe('$600.00 of $1,000.00');
    expect(screen.getByRole('progressbar', { name: 'Deposits' }).getAttribute('aria-valuenow')).toBe('20000');
    const table = screen.getByTestId('vip-levels');
    expect(within(table).getByRole('rowheader', { name: 'VIP1 (your level)' })).toBeTruthy();
    expect(within(screen.getByTestId('vip-level-2')).getByText('Not reached yet')).toBeTruthy();
    expect(within(screen.getByTestId('vip-level-2')).getByText('0.1%')).toBeTruthy();
    expect(server.calls).toContain('/wps/vip?language=en');

    fireEvent.click(screen.getByRole('button', { name: 'Claim the VIP1 upgrade bonus of $5.00' }));
    expect(await screen.findByText('The VIP1 upgrade bonus of $5.00 is in your wallet.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('vip-level-1')).getByText('Claimed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Claim the VIP1/ })).toBeNull();
    expect(server.calls.filter((c) => c.startsWith('/wps/vip/levels/1/claim'))).toHaveLength(1);
  });

  it('[M2-16] claims the monthly bonus of the month that closed, once, for that month; then says it was paid and when the next opens', async () => {
    let paid = false;
    const vip = () => ({
      currency: 'USD', level: 1, levelName: 'VIP1', totals: { deposits: 25_000, validBet: 60_000 },
      progress: { next: 2, nextName: 'VIP2', deposit: null, validBet: { need: 100_000, have: 60_000 } },
      levels: [level(0, 'none'), level(1, 'claimed'), level(2, 'locked')], claimable: 0,
      monthly: monthlyOf(paid ? { status: 'claimed', claimedAt: '2026-11-03T05:00:00.000Z' } : { status: 'claimable' }),
    });
    const { server } = await renderApp({
      path: '/member/playerRank', token: 'tok', ...en,
      handlers: { ...base, '/wps/vip': vip, '/wps/vip/monthly/claim': () => { paid = true; return { month: '2026-10', level: 1, amount: 200, balance: 200 }; } },
    });
    const panel = await screen.findByTestId('vip-monthly');
    expect(within(panel).getByRole('heading', { name: 'Monthly bonus' })).toBeTruthy();
    expect(within(panel).getByText('Your bonus for October 2026 at VIP1: $2.00')).toBeTruthy();
    expect(within(panel).getByTestId('vip-monthly-next').textContent).toBe('At your level, November 2026 pays $2.00. You can claim it from December 1, 2026 until the end of that month.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Claim the monthly bonus for October 2026 of $2.00' }));
    expect(await screen.findByText('The monthly bonus for October 2026 of $2.00 is in your wallet.')).toBeTruthy();
    expect((await screen.findByTestId('vip-monthly-claimed')).textContent).toBe('Your bonus for October 2026 of $2.00 was paid on November 3, 2026.');
    expect(within(screen.getByTestId('vip-monthly')).queryByRole('button')).toBeNull();
    expect(bodiesTo(server.fetchMock, '/wps/vip/monthly/claim')).toEqual([{ month: '2026-10' }]);
  });

  it('[M2-16] a first-level member is told there is no monthly bonus and which level earns one', async () => {
    await renderApp({
      path: '/member/playerRank', token: 'tok', ...en,
      handlers: {
        ...base,
        '/wps/vip': () => ({
          currency: 'USD', level: 0, levelName: 'VIP0', totals: { deposits: 0, validBet: 0 },
          progress: { next: 1, nextName: 'VIP1', deposit: { need: 10_000, have: 0 }, validBet: null },
          levels: [level(0, 'none'), level(1, 'locked'), level(2, 'locked')], claimable: 0,
          monthly: monthlyOf({ level: 0, levelName: 'VIP0', amount: 0, nextAmount: 0 }),
        }),
      },
    });
    const panel = await screen.findByTestId('vip-monthly');
    expect(within(panel).getByText('There is no monthly bonus for October 2026.')).toBeTruthy();
    expect(within(panel).getByTestId('vip-monthly-next').textContent).toBe('Reach VIP1 to earn a monthly bonus of $2.00.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('[M2-16] says so at the top level, and shows an error with a retry', async () => {
    let fail = true;
    await renderApp({
      path: '/member/playerRank', token: 'tok', ...en,
      handlers: {
        ...base,
        '/wps/vip': () => (fail ? failure('network_error', 500) : {
          currency: 'USD', level: 2, levelName: 'VIP2', totals: { deposits: 1, validBet: 1 }, progress: { next: null, nextName: null, deposit: null, validBet: null },
          levels: [level(0, 'none'), level(1, 'claimed'), level(2, 'claimed')], claimable: 0, monthly: monthlyOf({ level: 2, levelName: 'VIP2', amount: 400, nextAmount: 400 }),
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-top')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('/member/manualRebate', () => {
  const rebate = (amount: number) => ({
    currency: 'USD', since: null, until: '2026-11-25T05:00:00Z', vipBonusBasisPoints: 5,
    rates: [{ gameType: 'LIVE', rateBasisPoints: 65 }, { gameType: 'RNG', rateBasisPoints: 85 }],
    lines: amount > 0 ? [{ gameType: 'RNG', validBet: 100_000, rateBasisPoints: 85, amount }] : [],
    validBet: amount > 0 ? 100_000 : 0, amount, minClaim: 1, canClaim: amount > 0,
  });

  it('[M2-15][M9-16] shows rates per game type and the claimable rebate, and claims it with a new idempotency key per attempt', async () => {
    let amount = 850;
    let attempts = 0;
    const claims: object[] = [];
    const { server } = await renderApp({
      path: '/member/manualRebate', token: 'tok', ...en,
      handlers: {
        ...base,
        '/wps/rebate': () => rebate(amount),
        '/wps/rebate/claims': () => ({ content: claims, pageNum: 1, totalPages: claims.length > 0 ? 1 : 0, total: claims.length }),
        '/wps/rebate/claim': () => {
          attempts += 1;
          if (attempts === 1) return failure('network_error', 503);
          claims.push({ claimId: 'c1', periodStart: null, periodEnd: '2026-11-25T05:00:00Z', validBet: 100_000, amount: 850, lines: [], claimedAt: '2026-11-25T05:00:00Z' });
          amount = 0;
          return { ...claims[0], balance: 850, replayed: false };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rebate' })).toBeTruthy();
    expect((await screen.findByTestId('rebate-amount')).textContent).toBe('$8.50');
    expect(within(screen.getByTestId('rebate-lines')).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(within(screen.getByTestId('rebate-rates')).getByText('0.65%')).toBeTruthy();
    expect(screen.getByText('Your VIP level adds 0.05% to every rate.')).toBeTruthy();
    expect(await screen.findByText('You have not claimed any rebate yet.')).toBeTruthy();

    const claim = screen.getByRole('button', { name: 'Claim rebate' });
    fireEvent.click(claim);
    expect((await screen.findByTestId('rebate-error')).textContent).toBe('Network link is abnormal, please try again');
    fireEvent.click(claim);
    expect(await screen.findByText('Rebate of $8.50 is in your wallet.')).toBeTruthy();
    const keys = bodiesTo(server.fetchMock, '/wps/rebate/claim').map((b) => b.idempotencyKey as string);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() => expect(screen.getByTestId('rebate-amount').textContent).toBe('$0.00'));
    expect(screen.getByRole('button', { name: 'Claim rebate' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No valid bets since your last claim. Play to earn rebate.')).toBeTruthy();
    expect(within(await screen.findByTestId('rebate-history')).getByText('$8.50')).toBeTruthy();
  });

  it('[M2-15] a refused claim shows the server\'s reason', async () => {
    await renderApp({
      path: '/member/manualRebate', token: 'tok', ...en,
      handlers: { ...base, '/wps/rebate': () => rebate(300), '/wps/rebate/claims': () => ({ content: [], pageNum: 1, totalPages: 0, total: 0 }), '/wps/rebate/claim': () => failure('rebate_nothing_to_claim') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect((await screen.findByTestId('rebate-error')).textContent).toBe('There is no rebate to claim right now');
  });
});

describe('/member/referral', () => {
  it('[M2-12][P2.10-4] shows the code, the registration link with a copy button, and the friends who joined', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp({
      path: '/member/referral', token: 'tok', ...en,
      handlers: {
        ...base,
        '/wps/referral': () => ({
          code: 'ABCD2345', path: '/register?referralCode=ABCD2345', counts: { invited: 2, deposited: 1 },
          invited: { content: [{ account: 'fr***o', joinedAt: '2026-11-24T05:00:00Z', deposited: false }, { account: 'fr***e', joinedAt: '2026-11-23T05:00:00Z', deposited: true }], pageNum: 1, totalPages: 1, total: 2 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeTruthy();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('ABCD2345');
    const link = screen.getByLabelText('Invitation link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=ABCD2345`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
    const friends = screen.getByTestId('referral-friends');
    expect(within(friends).getAllByRole('row')).toHaveLength(3);
    expect(within(friends).getByText('Deposited')).toBeTruthy();
    expect(screen.getByTestId('referral-invited').textContent).toBe('2');
  });

  it('[M2-12] shows an empty list and a failed copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await renderApp({
      path: '/member/referral', token: 'tok', ...en,
      handlers: { ...base, '/wps/referral': () => ({ code: 'ABCD2345', path: '/register?referralCode=ABCD2345', counts: { invited: 0, deposited: 0 }, invited: { content: [], pageNum: 1, totalPages: 0, total: 0 } }) },
    });
    expect(await screen.findByText('No friend has joined with your code yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Select it and copy it by hand.')).toBeTruthy();
  });
});

describe('/member/profile', () => {
  const profile = (over: { nickname?: string; birthday?: string | null; whatsapp?: string | null } = {}) => ({
    account: 'player1', nickname: over.nickname ?? 'Player One', nicknameRule: { minLength: 2, maxLength: 20 },
    mobile: '012****678', email: 'pl***@example.com', payeeName: null, joinedAt: '2026-01-01T00:00:00Z',
    fields: [
      { field: 'birthday', required: false, minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', value: over.birthday ?? null, locked: Boolean(over.birthday) },
      { field: 'line', required: false, minLength: 3, maxLength: 30, value: null, locked: false },
      { field: 'whatsapp', required: false, minLength: 6, maxLength: 15, pattern: '^[0-9]+$', value: over.whatsapp ?? null, locked: false },
    ],
  });

  it('[M2-17][P3-1][P3-18] shows the masked contacts, checks fields under the merchant\'s rules, and saves only what changed', async () => {
    let current = profile();
    const { server } = await renderApp({
      path: '/member/profile', token: 'tok', ...en,
      handlers: {
        ...base,
        '/wps/member/profile': () => current,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(await screen.findByText('012****678')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.queryByTestId('member-placeholder')).toBeNull();

    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '85x123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 2 characters')).toBeTruthy();
    expect(screen.getByText('This is not in the accepted format')).toBeTruthy();
    expect(screen.getByLabelText('WhatsApp').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesTo(server.fetchMock, '/wps/member/profile')).toEqual([]);

    current = profile({ nickname: 'Lucky 7', whatsapp: '85512345678', birthday: '1990-02-28' });
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Lucky 7 ' } });
    // Correcting a field takes its message away at once; the other field keeps its own until it is corrected.
    expect(screen.queryByText('Enter at least 2 characters')).toBeNull();
    expect(screen.getByLabelText('Nickname').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('This is not in the accepted format')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '85512345678' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(bodiesTo(server.fetchMock, '/wps/member/profile')).toEqual([{ nickname: 'Lucky 7', birthday: '1990-02-28', whatsapp: '85512345678' }]);
    // The birthday is set: shown, no longer an input.
    expect((await screen.findByTestId('profile-locked-birthday')).textContent).toContain('1990');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('[M2-17] shows the server\'s refusal', async () => {
    const { server } = await renderApp({
      path: '/member/profile', token: 'tok', ...en,
      handlers: { ...base, '/wps/member/profile': () => (bodiesTo(server.fetchMock, '/wps/member/profile').length > 0 ? failure('birthday_too_young', 400) : profile()) },
    });
    fireEvent.change(await screen.findByLabelText('Date of birth'), { target: { value: '2015-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('profile-error')).textContent).toBe('You must be at least 21 years old');
  });
});
