// @vitest-environment jsdom
// The agent centre's team pages in the whole shell, over the fake server (docs/agent-centre.md).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const agentInfo = () => memberInfo({ account: 'agent1', nickname: 'Agent One', type: 1, isAgent: true });
const overview = {
  directMembers: 3, teamMembers: 7, newToday: 1, newThisMonth: 4, activeMembers: 2, deposits: 125_000, withdrawals: 20_000, betAmount: 50_000,
  winAmount: 42_500, profitAndLoss: -7_500, teamBalance: 300_000, agentBalance: 98_765, from: '2026-11-25', to: '2026-11-25', timeZone: 'Asia/Phnom_Penh', currency: USD,
};
const downline = (account: string, extra: Record<string, unknown> = {}) => ({
  memberId: `id-${account}`, account, nickname: null, level: 1, isAgent: false, parentAccount: 'agent1', balance: 1234, downlineCount: 0,
  createdAt: '2026-11-20T03:00:00Z', lastLoginAt: null, status: 'offline', ...extra,
});
const downlinesPage = (content: unknown[], extra: Record<string, unknown> = {}) => ({ content, pageNum: 1, pageSize: 20, totalPages: 1, total: content.length, parent: null, currency: USD, ...extra });
const records = (content: unknown[], totals: Record<string, unknown>) => ({
  content, pageNum: 1, pageSize: 20, totalPages: 1, total: content.length, totals, from: '2026-11-19', to: '2026-11-25', timeZone: 'Asia/Phnom_Penh', currency: USD,
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.restoreAllMocks();
});

describe('agent centre landing and guard', () => {
  it('[M2-19][M2-21] /agentHome shows the team overview: counts, money of the period through the money formatter, the agent\'s balance', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => agentInfo(), '/wps/agent/team/overview': (url) => { queries.push(url.searchParams); return overview; } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    // The landing is the overview, so the menu marks that entry as the current page.
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    expect(within(menu).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    const counts = await screen.findByTestId('team-counts');
    expect(counts.textContent).toContain('Direct downlines3');
    expect(counts.textContent).toContain('Team members (all levels)7');
    expect(counts.textContent).toContain('New this month4');
    const amounts = screen.getByTestId('team-amounts');
    expect(amounts.textContent).toContain('Deposits$1,250.00');
    expect(amounts.textContent).toContain('Team profit and loss-$75.00');
    expect(amounts.textContent).toContain('My balance$987.65');
    // Today by default, then the presets move the range.
    expect(queries[0]!.get('from')).toBe(queries[0]!.get('to'));
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
    expect(queries.at(-1)!.get('from')).not.toBe(queries.at(-1)!.get('to'));
  });

  it.each([['depositv2', 'Deposit'], ['withdraw', 'Withdraw'], ['messageV2', 'Messages']])('[M2-19][M2-28] opens the member %s page inside the agent centre, under its own h1', async (page, heading) => {
    await renderApp({ path: `/agentHome/${page}`, token: 'tok', ...en, handlers: { '/wps/member/info': () => agentInfo() } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Agent centre menu' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('[M2-19] sends a logged-in member who is no agent to /agent', async () => {
    const { router } = await renderApp({ path: '/agentHome/downlineManagmentView', token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo() } });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agent'));
  });

  it('[M2-21] shows the error with a retry when the overview fails, and the data after the retry', async () => {
    let fail = true;
    await renderApp({
      path: '/agentHome/agentTeamOverview', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => agentInfo(), '/wps/agent/team/overview': () => (fail ? json({ success: false, code: 'non_agent_cannot_login' }, 403) : overview) },
    });
    expect(await screen.findByText('Non-agents cannot log in')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('team-counts')).toBeTruthy();
  });
});

describe('[M2-22] downline registration', () => {
  const rules = {
    username: { enabled: true, required: true, minLength: 6, maxLength: 12, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 'LETTER_FIRST' },
    password: { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '^[a-zA-Z0-9!@#$%^&*._-]+$', patternId: 'ALPHANUMERIC' },
  };

  it('[M2-22] checks every field under the merchant\'s rules before sending, shows the server\'s field error, then the new member', async () => {
    const permission = { ...(await permissionFixture()), registerFieldRules: rules };
    let taken = true;
    const { server } = await renderApp({
      path: '/agentHome/registerCenter', token: 'tok', permission, ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/agent/team/downlines': () => (taken
          ? json({ success: false, code: 'username_taken', value: { fields: { username: { key: 'usernameTaken', values: {} } } } }, 409)
          : { memberId: 'm1', account: 'newbie01' }),
      },
    });
    const submit = await screen.findByRole('button', { name: 'Register' });
    fireEvent.click(submit);
    expect((await screen.findByTestId('error-username')).textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('error-confirmPassword').textContent).toBe('Input cannot be empty');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '9abc' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret124' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('error-username')).textContent).toBe('Use 6 to 12 letters or digits, starting with a letter');
    expect(screen.getByTestId('error-confirmPassword').textContent).toBe('Confirmation password is not correct');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.some((c) => c.startsWith('/wps/agent/team/downlines'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie01' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('error-username')).textContent).toBe('This username is already taken.');
    const sent = server.fetchMock.mock.calls.find(([u]) => String(u).startsWith('/wps/agent/team/downlines')) as unknown as [string, RequestInit] | undefined;
    expect(JSON.parse(String(sent![1].body))).toEqual({ username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123' });

    taken = false;
    fireEvent.click(submit);
    expect((await screen.findByTestId('register-success')).textContent).toContain('newbie01 is now in your team.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });
});

describe('[M2-23] downline management', () => {
  it('[M2-23] lists balances, last login and status, searches by username and level, opens a downline agent\'s branch and comes back', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome/downlineManagmentView', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/agent/team/downlines': (url) => {
          queries.push(url.searchParams);
          if (url.searchParams.get('parentId') === 'id-subagent') return downlinesPage([downline('deep01', { level: 2, parentAccount: 'subagent' })], { parent: { memberId: 'id-subagent', account: 'subagent' } });
          return downlinesPage([
            downline('downline1', { status: 'online', lastLoginAt: '2026-11-25T02:00:00Z', balance: 250_000 }),
            downline('subagent', { isAgent: true, downlineCount: 1 }),
          ], { total: 45, totalPages: 3 });
        },
      },
    });
    const table = await screen.findByTestId('downline-table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('downline1')).toBeTruthy();
    expect(within(rows[1]!).getByText('$2,500.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Online')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    expect(within(rows[2]!).getByText('Agent')).toBeTruthy();
    expect(screen.getByTestId('downline-count').textContent).toBe('45 members');
    expect(screen.getByTestId('team-page').textContent).toBe('Page 1 of 3');

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'down' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)!.get('username')).toBe('down'));
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '2' } });
    await waitFor(() => expect(queries.at(-1)!.get('level')).toBe('2'));

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Open subagent (1)' }));
    await waitFor(() => expect(queries.at(-1)!.get('parentId')).toBe('id-subagent'));
    expect(await screen.findByText('deep01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(queries.at(-1)!.get('parentId')).toBeNull());
  });

  it('[M2-23] an empty team leads to registering its first member; a search that finds nobody can be cleared', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome/downlineManagmentView', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => agentInfo(), '/wps/agent/team/downlines': (url) => { queries.push(url.searchParams); return downlinesPage([]); } },
    });
    expect(await screen.findByText('No downline members found.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register a downline' }).getAttribute('href')).toBe('/agentHome/registerCenter');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'nobody1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)!.get('username')).toBe('nobody1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(queries.at(-1)!.get('username')).toBeNull());
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });
});

describe('team lists', () => {
  it('[M2-24] team betting lists each member\'s rounds with the totals and filters by username and status', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome/personalHistoryCopy', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/agent/team/bets': (url) => {
          queries.push(url.searchParams);
          return records([{ roundId: 'r1', account: 'downline1', createdAt: '2026-11-25T03:00:00Z', gameType: 'SLOT', vendor: 'PG', gameName: 'Lucky Slot', status: 'settled', betAmount: 1000, winAmount: 2500, net: 1500 }], { betAmount: 1000, winAmount: 2500, net: 1500 });
        },
      },
    });
    const table = await screen.findByTestId('team-table');
    expect(within(table).getByText('downline1')).toBeTruthy();
    expect(within(table).getByText('Settled')).toBeTruthy();
    expect(screen.getByTestId('team-totals').textContent).toContain('Net$15.00');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('open'));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'downline1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)!.get('username')).toBe('downline1'));
  });

  it('[M2-25][M2-26][M2-27] profit per day is empty, income names its kinds, transactions name deposits, withdrawals and transfers', async () => {
    const handlers = {
      '/wps/member/info': () => agentInfo(),
      '/wps/agent/team/profit': () => records([], { activeMembers: 0, betAmount: 0, winAmount: 0, net: 0 }),
      '/wps/agent/team/revenue': () => records([{ entryId: 'e1', createdAt: '2026-11-24T03:00:00Z', kind: 'daily_wage', amount: 1200, balanceAfter: 5200, reference: 'p1' }], { amount: 1200, byKind: { daily_wage: 1200 } }),
      '/wps/agent/team/transactions': () => records([{ entryId: 'e2:1', account: 'downline1', createdAt: '2026-11-24T03:00:00Z', type: 'transfer_out', amount: -500, balanceAfter: 100 }], { totalIn: 0, totalOut: 500, net: -500 }),
    };
    await renderApp({ path: '/agentHome/palStatementsAgentCopy', token: 'tok', ...en, handlers });
    expect(await screen.findByText('No records in this range.')).toBeTruthy();
    cleanup();
    resetApp();
    stubBrowser();
    await renderApp({ path: '/agentHome/agentRevenueReport', token: 'tok', ...en, handlers });
    expect(within(await screen.findByTestId('team-table')).getByText('Daily wage')).toBeTruthy();
    expect(screen.getByTestId('team-totals').textContent).toContain('Amount$12.00');
    cleanup();
    resetApp();
    stubBrowser();
    await renderApp({ path: '/agentHome/agentDownlineTransactionDetailsCopy', token: 'tok', ...en, handlers });
    const table = await screen.findByTestId('team-table');
    expect(within(table).getByText('Transfer to upline')).toBeTruthy();
    expect(within(table).getByText('-$5.00')).toBeTruthy();
  });
  it('[M2-24] shows the days a preset covers; a custom range the server would refuse says why and is not asked for', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome/personalHistoryCopy', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => agentInfo(), '/wps/agent/team/bets': (url) => { queries.push(url.searchParams); return records([], { betAmount: 0, winAmount: 0, net: 0 }); } },
    });
    await screen.findByText('No records in this range.');
    const first = queries[0]!;
    expect(screen.getByTestId('team-range').textContent).toBe(`From ${first.get('from')} to ${first.get('to')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(screen.queryByTestId('team-range')).toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The start date must not be after the end date.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('team-totals')).toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose at most 90 days.');
    // Neither refused range was asked for.
    expect(queries.filter((q) => q.get('to') === '2026-11-10' && (q.get('from') === '2026-11-20' || q.get('from') === '2026-01-01'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2026-11-01'));
    expect(queries.at(-1)!.get('to')).toBe('2026-11-10');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[M2-24] an empty list offers a longer range, and with filters on, clearing them', async () => {
    const queries: URLSearchParams[] = [];
    await renderApp({
      path: '/agentHome/personalHistoryCopy', token: 'tok', ...en,
      handlers: { '/wps/member/info': () => agentInfo(), '/wps/agent/team/bets': (url) => { queries.push(url.searchParams); return records([], { betAmount: 0, winAmount: 0, net: 0 }); } },
    });
    await screen.findByText('No records in this range.');
    const last7 = queries[0]!;
    fireEvent.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    await waitFor(() => expect(queries.at(-1)!.get('from')).not.toBe(last7.get('from')));
    expect(queries.at(-1)!.get('to')).toBe(last7.get('to'));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show the last 30 days' })).toBeNull());
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('open'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBeNull());
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('[M2-24] the pager keeps the keyboard focus on Next at the last page, where Next does nothing', async () => {
    const queries: URLSearchParams[] = [];
    const bet = { roundId: 'r1', account: 'downline1', createdAt: '2026-11-25T03:00:00Z', gameType: 'SLOT', vendor: 'PG', gameName: 'Lucky Slot', status: 'settled', betAmount: 100, winAmount: 0, net: -100 };
    await renderApp({
      path: '/agentHome/personalHistoryCopy', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/agent/team/bets': (url) => {
          queries.push(url.searchParams);
          const pageNum = Number(url.searchParams.get('pageNo') ?? 1);
          return { ...records([{ ...bet, roundId: `r${pageNum}` }], { betAmount: 100, winAmount: 0, net: -100 }), pageNum, totalPages: 2, total: 21 };
        },
      },
    });
    await screen.findByTestId('team-table');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByTestId('team-page').textContent).toBe('Page 2 of 2'));
    const nextAtEnd = screen.getByRole('button', { name: 'Next' });
    expect(nextAtEnd.getAttribute('aria-disabled')).toBe('true');
    expect((nextAtEnd as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(nextAtEnd);
    const asked = queries.length;
    fireEvent.click(nextAtEnd);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries.length).toBe(asked);
    expect(queries.at(-1)!.get('pageNo')).toBe('2');
  });
});
