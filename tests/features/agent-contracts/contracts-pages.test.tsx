// @vitest-environment jsdom
// The agent centre's contract pages in the whole shell, over the fake server (docs/agent-contracts.md).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const TZ = 'Asia/Phnom_Penh';
const agentInfo = () => memberInfo({ account: 'agent2', nickname: null, type: 1, isAgent: true });
const agent = (account: string) => ({ account, nickname: null });

type Kind = 'dividend' | 'daily' | 'hourly' | 'realtime';
const contract = (extra: Record<string, unknown> = {}) => ({
  contractId: 'c-1', kind: 'daily' as Kind, role: 'downline', upline: agent('agent1'), downline: agent('agent2'), periodType: 'daily', activeMinBet: 1_000,
  tiers: [{ minTeamBet: 100_000, minActiveMembers: 1, rate: 100 }, { minTeamBet: 1_000_000, minActiveMembers: 3, rate: 150 }],
  status: 'offer', requestState: 'new', terminationBy: null, actions: ['accept', 'reject'], createdAt: '2026-11-25T02:00:00Z', answeredAt: null,
  terminationRequestedAt: null, terminatedAt: null, ...extra,
});
const contractsAnswer = (contracts: unknown[], kinds: Kind[] = ['dividend', 'daily']) => ({ contracts, currency: USD, timeZone: TZ, kinds });
const record = (extra: Record<string, unknown> = {}) => ({
  contractId: 'c-1', role: 'downline', upline: agent('agent1'), downline: agent('agent2'), periodType: 'fiveMinutes', periodStart: '2026-11-25T03:00:00Z',
  periodEnd: '2026-11-25T03:05:00Z', teamBet: 250_000, teamNet: -12_000, activeMembers: 2, tier: 0, rate: 100, amount: 2_500, paid: true, createdAt: '2026-11-25T03:05:10Z', ...extra,
});
const recordsPage = (content: unknown[], extra: Record<string, unknown> = {}) => ({
  content, pageNum: 1, pageSize: 20, total: content.length, totalPages: 1, totalAmount: 2_500, currency: USD, timeZone: TZ, ...extra,
});
const bodyOf = (server: { fetchMock: { mock: { calls: unknown[][] } } }, path: string) =>
  server.fetchMock.mock.calls.filter(([u]) => String(u).startsWith(path)).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.restoreAllMocks();
});

describe('answering a contract', () => {
  it('[M3-8][M4-4] shows the offered daily salary terms with money and rates formatted, accepts it, and shows it accepted', async () => {
    let current = contract();
    const { server } = await renderApp({
      path: '/agentHome/agentDailyWages2', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': (url) => (url.searchParams.get('kind') === 'daily' ? contractsAnswer([current]) : json({ success: false }, 400)),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_dailySalaryRecords': () => recordsPage([], { totalAmount: 0 }),
        '/wps/relay/ACS_contractAccept': () => {
          current = contract({ status: 'accepted', requestState: 'success', actions: ['terminate'], answeredAt: '2026-11-25T04:00:00Z' });
          return current;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily salary contracts' })).toBeTruthy();
    const mine = await screen.findByTestId('my-contracts');
    const card = within(mine).getByRole('article', { name: 'Contract from agent1' });
    expect(within(card).getByTestId('contract-status').textContent).toBe('Offered');
    expect(within(card).getByTestId('contract-request').textContent).toBe('New, waiting for an answer');
    expect(card.textContent).toContain('Bet that makes a member active$10.00');
    const rows = within(within(card).getByRole('table', { name: 'Tiers' })).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Tier 1$1,000.0011%');
    expect(rows[2]!.textContent).toBe('Tier 2$10,000.0031.5%');
    expect(within(card).queryByRole('button', { name: 'Ask to end' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('contract-done')).textContent).toBe('You accepted the contract from agent1.');
    expect(bodyOf(server, '/wps/relay/ACS_contractAccept')).toEqual([{ contractId: 'c-1' }]);
    await waitFor(() => expect(within(screen.getByTestId('my-contracts')).getByTestId('contract-status').textContent).toBe('Accepted'));
    expect(within(screen.getByTestId('my-contracts')).getByRole('button', { name: 'Ask to end' })).toBeTruthy();
    expect(within(screen.getByTestId('my-contracts')).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('[M4-4] a termination the upline asked for: the note, "Agree to end", then the contract is terminated; a refusal shows its text', async () => {
    let current = contract({ status: 'accepted', requestState: 'termination', terminationBy: 'upline', actions: ['terminate'], answeredAt: '2026-11-20T04:00:00Z' });
    let refuse = true;
    const { server } = await renderApp({
      path: '/agentHome/agentDailyWages2', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': () => contractsAnswer([current]),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_dailySalaryRecords': () => recordsPage([]),
        '/wps/relay/ACS_contractTerminate': () => {
          if (refuse) return json({ success: false, code: 'contract_not_open' }, 409);
          current = contract({ status: 'terminated', requestState: 'success', terminationBy: 'upline', actions: [], terminatedAt: '2026-11-25T05:00:00Z' });
          return current;
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Contract from agent1' });
    expect(within(card).getByTestId('contract-termination').textContent).toBe('agent1 asked to end this contract. It ends when you agree.');
    expect(within(card).getByTestId('contract-request').textContent).toBe('Termination asked');
    fireEvent.click(within(card).getByRole('button', { name: 'Agree to end' }));
    expect((await screen.findByTestId('contract-action-error')).textContent).toBe('This contract has already been answered or has ended.');
    refuse = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Agree to end' }));
    expect((await screen.findByTestId('contract-done')).textContent).toBe('The contract with agent1 has ended.');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Contract from agent1' })).getByTestId('contract-status').textContent).toBe('Terminated'));
    expect(within(screen.getByRole('article', { name: 'Contract from agent1' })).queryByRole('button')).toBeNull();
    expect(bodyOf(server, '/wps/relay/ACS_contractTerminate')).toEqual([{ contractId: 'c-1' }, { contractId: 'c-1' }]);
  });
});

describe('offering a contract', () => {
  const handlers = (extra: Record<string, (url: URL) => unknown> = {}) => ({
    '/wps/member/info': () => agentInfo(),
    '/wps/relay/ACS_contracts': () => contractsAnswer([]),
    '/wps/relay/ACS_contractDownlines': () => ({ agents: [agent('agent5'), agent('agent6')] }),
    '/wps/relay/ACS_dailySalaryRecords': () => recordsPage([]),
    ...extra,
  });
  const tier = (n: number) => within(screen.getAllByTestId('offer-tier')[n]!);
  const fill = (n: number, bet: string, members: string, rate: string) => {
    fireEvent.change(tier(n).getByLabelText('Team bet from (USD)'), { target: { value: bet } });
    fireEvent.change(tier(n).getByLabelText('Active members from'), { target: { value: members } });
    fireEvent.change(tier(n).getByLabelText('Rate (%)'), { target: { value: rate } });
  };

  it('[M3-8] checks the offer as the server does before sending: empty fields, the salary rate cap, tiers that do not go up', async () => {
    const { server } = await renderApp({ path: '/agentHome/agentDailyWages2', token: 'tok', ...en, handlers: handlers() });
    const send = await screen.findByRole('button', { name: 'Send the offer' });
    expect(screen.getByTestId('my-contracts').textContent).toContain('Your upline has not offered you a contract of this kind.');
    expect(screen.getByTestId('offered-contracts').textContent).toContain('You have not offered a contract of this kind yet.');
    expect(screen.getByText('Settled: Daily')).toBeTruthy();
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error-downline')).textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('offer-error-activeMinBet').textContent).toBe('Input cannot be empty');
    expect(document.activeElement).toBe(screen.getByLabelText('Downline agent'));

    fireEvent.change(screen.getByLabelText('Downline agent'), { target: { value: 'agent5' } });
    fireEvent.change(screen.getByLabelText('Bet that makes a member active (USD)'), { target: { value: '10.005' } });
    fill(0, '1,000', '1', '3.5');
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error-activeMinBet')).textContent).toBe('Use at most 2 decimal places');
    expect(tier(0).getByTestId('offer-error-tier0-rate').textContent).toBe('Enter a rate above 0% and at most 3%, with at most 2 decimals');
    expect(tier(0).getByLabelText('Rate (%)').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Bet that makes a member active (USD)'), { target: { value: '10' } });
    fill(0, '1,000', '1', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fill(1, '500', '3', '1.5');
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error-tier1-minTeamBet')).textContent).toBe('Ask for at least the team bet of the tier before, and more team bet or more active members');
    fill(1, '1,000', '1', '1.5');
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error-tier1-minTeamBet')).textContent).toBe('Ask for at least the team bet of the tier before, and more team bet or more active members');
    fill(1, '10,000', '3', '0.5');
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error-tier1-rate')).textContent).toBe('The rate must be higher than the tier before');
    expect(server.calls.some((c) => c.startsWith('/wps/relay/ACS_contractOffer'))).toBe(false);
  });

  it('[M3-8][M4-4] sends the terms in minor units and basis points; shows a refusal, then the sent offer in the list', async () => {
    let exists = true;
    let offered: unknown[] = [];
    const { server } = await renderApp({
      path: '/agentHome/agentDailyWages2', token: 'tok', ...en,
      handlers: handlers({
        '/wps/relay/ACS_contracts': () => contractsAnswer(offered),
        '/wps/relay/ACS_contractOffer': () => {
          if (exists) return json({ success: false, code: 'contract_exists' }, 409);
          offered = [contract({ contractId: 'c-9', role: 'upline', downline: agent('agent6'), tiers: [{ minTeamBet: 100_000, minActiveMembers: 1, rate: 100 }, { minTeamBet: 1_000_000, minActiveMembers: 3, rate: 125 }] })];
          return offered[0];
        },
      }),
    });
    const send = await screen.findByRole('button', { name: 'Send the offer' });
    fireEvent.change(screen.getByLabelText('Downline agent'), { target: { value: 'agent6' } });
    fireEvent.change(screen.getByLabelText('Bet that makes a member active (USD)'), { target: { value: '10' } });
    fill(0, '1,000', '1', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fill(1, '10,000', '3', '1.25');
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-error')).textContent).toBe('This agent already has a contract of this kind, offered or accepted.');
    exists = false;
    fireEvent.click(send);
    expect((await screen.findByTestId('offer-sent')).textContent).toBe('Your offer was sent to agent6. It starts when they accept it.');
    expect(bodyOf(server, '/wps/relay/ACS_contractOffer').at(-1)).toEqual({
      kind: 'daily', downline: 'agent6', periodType: 'daily', activeMinBet: 1_000,
      tiers: [{ minTeamBet: 100_000, minActiveMembers: 1, rate: 100 }, { minTeamBet: 1_000_000, minActiveMembers: 3, rate: 125 }],
    });
    const card = await within(screen.getByTestId('offered-contracts')).findByRole('article', { name: 'Contract with agent6' });
    expect(within(card).getByTestId('contract-status').textContent).toBe('Offered');
    expect((screen.getByLabelText('Downline agent') as HTMLSelectElement).value).toBe('');
  });

  it('[M3-8][M9-10] a dividend chooses its period (semimonthly by default) and may not offer more than the agent\'s own contract pays', async () => {
    const own = contract({ kind: 'dividend', periodType: 'semimonthly', status: 'accepted', requestState: 'success', actions: ['terminate'], tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 2_000 }] });
    const { server } = await renderApp({
      path: '/agentHome/agentDividendRecordCopy2', token: 'tok', ...en,
      handlers: handlers({
        '/wps/relay/ACS_contracts': () => contractsAnswer([own]),
        '/wps/relay/ACS_dividendRecords': () => recordsPage([]),
        '/wps/relay/ACS_contractOffer': () => json({ success: false, code: 'tiers_not_ascending', value: { tier: 0, field: 'rate' } }, 400),
      }),
    });
    const period = (await screen.findByLabelText('Settlement period')) as HTMLSelectElement;
    expect([...period.options].map((o) => o.textContent)).toEqual(['Twice a month', 'Daily', 'Weekly', 'Monthly']);
    expect(period.value).toBe('semimonthly');
    expect(screen.getByTestId('offer-upline-cap').textContent).toBe('Your own contract pays at most 20%, so you can offer at most that.');
    fireEvent.change(screen.getByLabelText('Downline agent'), { target: { value: 'agent5' } });
    fireEvent.change(period, { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Bet that makes a member active (USD)'), { target: { value: '5' } });
    fill(0, '0', '0', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect((await screen.findByTestId('offer-error-tier0-rate')).textContent).toBe('You can offer at most 20%, the best rate of your own contract');
    fill(0, '0', '0', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    // The server's tier problem lands on its field.
    expect((await screen.findByTestId('offer-error-tier0-rate')).textContent).toBe('The rate must be higher than the tier before');
    expect(bodyOf(server, '/wps/relay/ACS_contractOffer')).toEqual([{ kind: 'dividend', downline: 'agent5', periodType: 'weekly', activeMinBet: 500, tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 2_000 }] }]);
  });

  it('[M3-8] with no downline agent there is no form: it says contracts are for agents (registered members are players) and leads to the team', async () => {
    await renderApp({ path: '/agentHome/agentDailyWages2', token: 'tok', ...en, handlers: handlers({ '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }) }) });
    const none = await screen.findByTestId('offer-no-downlines');
    expect(none.textContent).toContain('You have no downline agent to offer a contract to. Contracts are for the agents in your team; the members you register are players.');
    // Registering a downline makes a member (type 0), never an agent: the page no longer sends the agent there.
    expect(within(none).queryByRole('link', { name: 'Register a downline' })).toBeNull();
    expect(within(none).getByRole('link', { name: 'See my team' }).getAttribute('href')).toBe('/agentHome/downlineManagmentView');
    // One message, not a second empty state under it.
    expect(screen.getByTestId('offered-contracts').textContent).not.toContain('You have not offered a contract of this kind yet.');
    expect(screen.queryByRole('button', { name: 'Send the offer' })).toBeNull();
  });
});

describe('settlement records', () => {
  const realtimeOn = async () => permissionFixture({ contract: { divtypereq: true, dailysalreqtype: true, contracthoursalreq: true, realtimesalreqtype: true } });

  it('[M4-5][M7-14][M9-6] real-time salary records are POSTed a page at a time: period, team bet, tier or "not reached", amount, what the agent was paid', async () => {
    const { server } = await renderApp({
      path: '/agentHome/agentRealtimeSalary', token: 'tok', permission: await realtimeOn(), ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': () => contractsAnswer([], ['realtime']),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_realtimeSalaryRecords': () => recordsPage(
          [record(), record({ role: 'upline', downline: agent('agent6'), periodStart: '2026-11-25T02:55:00Z', periodEnd: '2026-11-25T03:00:00Z', teamBet: 500, activeMembers: 0, tier: null, rate: 0, amount: 0, paid: false })],
          { total: 45, totalPages: 3, totalAmount: 123_456 },
        ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Real-time salary contracts' })).toBeTruthy();
    const totals = await screen.findByTestId('records-totals');
    expect(totals.textContent).toBe('Records45Paid to me$1,234.56');
    const rows = within(screen.getByTestId('records-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/^.+ to .+Me\$2,500\.002Tier 11%\$25\.00Paid$/);
    expect(rows[1]!.textContent).toContain('10:00');
    expect(rows[1]!.textContent).toContain('10:05');
    expect(rows[2]!.textContent).toMatch(/agent6\$5\.000Not reached\$0\.00Nothing to pay$/);
    expect(bodyOf(server, '/wps/relay/ACS_realtimeSalaryRecords')[0]).toEqual({ pageNo: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyOf(server, '/wps/relay/ACS_realtimeSalaryRecords').at(-1)).toEqual({ pageNo: 2, pageSize: 20 }));
  });

  it('[M3-8][M7-14] dividend records are a GET and show the team\'s net result; an empty list says so', async () => {
    let empty = false;
    const { server } = await renderApp({
      path: '/agentHome/agentDividendRecordCopy2', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': () => contractsAnswer([]),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_dividendRecords': () => (empty ? recordsPage([], { totalAmount: 0 }) : recordsPage([record({ periodType: 'semimonthly', teamNet: -12_000, amount: 1_200, rate: 1_000 })])),
      },
    });
    const table = await screen.findByTestId('records-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Team net result');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('-$120.00');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('10%$12.00');
    expect(server.calls.find((c) => c.startsWith('/wps/relay/ACS_dividendRecords'))).toBe('/wps/relay/ACS_dividendRecords?pageNo=1&pageSize=20');
    cleanup();
    resetApp();
    empty = true;
    await renderApp({
      path: '/agentHome/agentDividendRecordCopy2', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': () => contractsAnswer([]),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_dividendRecords': () => recordsPage([], { totalAmount: 0 }),
      },
    });
    expect(await screen.findByText('No dividend has been settled yet.')).toBeTruthy();
  });

  it('[M3-8] a failed contracts call shows the error with a retry, then the contracts', async () => {
    let fail = true;
    await renderApp({
      path: '/agentHome/agentDailyWages2', token: 'tok', ...en,
      handlers: {
        '/wps/member/info': () => agentInfo(),
        '/wps/relay/ACS_contracts': () => (fail ? json({ success: false, code: 'contract_kind_disabled' }, 403) : contractsAnswer([contract()])),
        '/wps/relay/ACS_contractDownlines': () => ({ agents: [] }),
        '/wps/relay/ACS_dailySalaryRecords': () => recordsPage([]),
      },
    });
    expect(await screen.findByText('This kind of contract is not available.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('article', { name: 'Contract from agent1' })).toBeTruthy();
  });

  it('[M2-19] sends a logged-in member who is no agent to /agent', async () => {
    const { router } = await renderApp({ path: '/agentHome/agentDailyWages2', token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo() } });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agent'));
  });
});
