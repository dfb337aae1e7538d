// @vitest-environment jsdom
// The hosts on shift at the head of the live lobby (P7.2-13) in the real app shell against a fake server: each host
// with her portrait, name and table; her chat opens her table's page at its chat in a new window for a member, the
// login for a visitor; no strip when no host is on shift.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  resetApp();
});

const en = { deviceLanguages: ['en'] };
const lanes = [{ title: 'LIVE', cards: [{ vassalage: 'AG', displayName: 'Asia Gaming', logoUrl: '/ag.svg', underMaintenance: false }], gameClassify: [] }];
const hosts = [
  { modelId: '3010008-0', name: 'Grace', nodeId: '3010008', vassalage: 'AG', gameName: 'Baccarat 8', online: true, avatarUrl: '/game-art/3010008.svg' },
  { modelId: '3010015-1', name: 'Lina', nodeId: '3010015', vassalage: 'AG', gameName: 'Roulette 15', online: true, avatarUrl: '/game-art/3010015.svg' },
];
const member = {
  id: 1, account: 'player1', nickname: null, userName: 'Player One', type: 0, isAgent: false, isTrial: false, mustChangePassword: false,
  firstTimeLogin: false, language: null, vip: { enabled: false, rank: 0, labelName: '' }, counts: { promotions: 0, unreadMessages: 0 }, authenticatorBound: false,
};
const handlers = (list = hosts) => ({
  '/wps/relay/GCSGAME_vendorList': () => ({ data: { lanes } }),
  '/wps/relay/GCSGAME_gameList': () => ({ games: [], totalPages: 0, total: 0 }),
  '/wps/relay/MCSFE_favoriteIds': () => [],
  '/wps/relay/LIVE_modelList': () => ({ list, pageNo: 1, totalPages: 1, total: list.length }),
  '/wps/relay/LIVE_launchChat': (url: URL) => ({ chatUrl: `/demo-aggregator/play?token=t&view=chat&host=${url.searchParams.get('modelId')!.slice(-1)}` }),
  '/wps/member/info': () => member,
});

describe('hosts on shift in the live lobby [P7.2-13]', { timeout: 60_000 }, () => {
  it('[P7.2-13] lists each host with her portrait of reserved size, name and table; her chat opens her table at its chat', async () => {
    const open = vi.fn<typeof window.open>(() => ({ opener: null }) as Window);
    vi.stubGlobal('open', open);
    const { server } = await renderApp({ path: '/live', token: 'tok', ...en, handlers: handlers() });
    const strip = (await screen.findByText('Hosts on shift')).closest('section')!;
    await waitFor(() => expect(within(strip).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Grace', 'Lina']));
    expect(within(strip).getByText('Roulette 15')).toBeTruthy();
    const portrait = strip.querySelector('img')!;
    expect([portrait.getAttribute('width'), portrait.getAttribute('height'), portrait.getAttribute('alt')]).toEqual(['56', '56', '']);
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('/wps/member/info'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(within(strip).getByRole('button', { name: 'Chat with Lina' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/demo-aggregator/play?token=t&view=chat&host=1', '_blank'));
    expect(server.calls.some((call) => call.startsWith('/wps/relay/LIVE_launchChat?modelId=3010015-1'))).toBe(true);
  });

  it('[P7.2-13] asks a visitor to log in before a chat', async () => {
    const { server } = await renderApp({ path: '/live', ...en, handlers: handlers() });
    const strip = (await screen.findByText('Hosts on shift')).closest('section')!;
    fireEvent.click(await within(strip).findByRole('button', { name: 'Chat with Grace' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(server.calls.some((call) => call.startsWith('/wps/relay/LIVE_launchChat'))).toBe(false);
  });

  it('[P7.2-13] shows no strip when no host is on shift', async () => {
    const { server } = await renderApp({ path: '/live', ...en, handlers: handlers([]) });
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('/wps/relay/LIVE_modelList'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Hosts on shift')).toBeNull();
  });
});
