// @vitest-environment jsdom
// The messages and missions pages in the whole shell, over the fake server: the list, reading a message (sanitised
// HTML, the unread count written to the header at once), the feedback counter, missions, and trial accounts that
// never load unread counts.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';
const summary = (messageId: string, title: string, read: boolean) => ({
  messageId, category: 'account', format: 'html', title, summary: `About ${title}`, read, broadcast: false, createdAt: '2026-11-25T02:00:00Z',
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('/member/messageV2', () => {
  it('[M2-14][M2-18] a list that fails to load says so, with no unread count of its own beside the badge\'s 3', async () => {
    await renderApp({
      path: '/member/messageV2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/relay/CSP_unreadCount': () => 3,
        '/wps/member/badges': () => ({ messages: 3, missions: 0 }),
        '/wps/member/messages': () => json({ success: false, code: 'request_failed' }, 500),
      },
    });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('');
    expect(screen.queryByText(/Unread: 0/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('[M2-14][M3-13][M2-18] lists messages, unread first in bold, and opening one shows its sanitised body and drops the badge', async () => {
    let read = false;
    let tipRead = false;
    const unreadNow = () => (read ? 0 : 1) + (tipRead ? 0 : 1);
    const { server } = await renderApp({
      path: '/member/messageV2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/relay/CSP_unreadCount': () => unreadNow(),
        '/wps/member/badges': () => ({ messages: unreadNow(), missions: 1 }),
        '/wps/member/messages': () => ({ content: [summary(ID1, 'Welcome', read), summary(ID2, 'Tip', tipRead)], pageNum: 1, totalPages: 1, total: 2, unread: unreadNow() }),
        [`/wps/member/messages/${ID2}`]: () => {
          tipRead = true;
          return { message: { ...summary(ID2, 'Tip', true), format: 'text', body: 'Line one\nLine two' }, unread: 0 };
        },
        [`/wps/member/messages/${ID1}`]: () => {
          read = true;
          return { message: { ...summary(ID1, 'Welcome', true), body: '<p>Hello <a href="/member/missionLeaderboard">missions</a></p><img src=x onerror="alert(1)"><script>alert(2)</script>' }, unread: 1 };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const list = await screen.findByTestId('message-list');
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('data-unread'))).toEqual(['true', 'true']);
    expect(await screen.findByRole('button', { name: 'Account menu of Player One, 2 unread messages' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Missions/ }).textContent).toContain('1 to claim'));
    expect(screen.getByText('Choose a message to read it.')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /Welcome/ }));
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect((await within(view).findByRole('link', { name: 'missions' })).getAttribute('href')).toBe('/member/missionLeaderboard');
    expect(view.innerHTML).not.toMatch(/onerror|<script/);
    expect(await screen.findByRole('button', { name: 'Account menu of Player One, 1 unread messages' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('Unread: 1'));
    expect(server.calls).toContain(`/wps/member/messages/${ID1}?language=en`);

    // The second message read: none left. Going back to the first shows it from the cache without its old count.
    fireEvent.click(within(list).getByRole('button', { name: /Tip/ }));
    expect(await screen.findByRole('button', { name: 'Account menu of Player One' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /Welcome/ }));
    expect(await within(await screen.findByTestId('message-view')).findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('Unread: 0'));
    expect(screen.getByRole('button', { name: 'Account menu of Player One' })).toBeTruthy();
  });

  it('[M2-14] shows the empty state and an error with a retry', async () => {
    let fail = true;
    await renderApp({
      path: '/member/messageV2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/member/messages': () => (fail ? new Response('{"success":false,"code":"network_error"}', { status: 500 }) : { content: [], pageNum: 1, totalPages: 1, total: 0, unread: 0 }),
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no messages.')).toBeTruthy();
  });

  it('[M3-11][M5-2][M9-4] the feedback form counts characters live against 140 and refuses 141 before sending', async () => {
    await renderApp({
      path: '/member/messageV2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/member/messages': () => ({ content: [], pageNum: 1, totalPages: 1, total: 0, unread: 0 }),
        '/wps/feedback/settings': () => ({ questionTypes: ['deposit', 'other'], feedback: { min: 1, max: 140 }, supportQuestion: { min: 10, max: 500 }, dailyLimit: 10 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const counter = await within(dialog).findByTestId('char-counter');
    expect(counter.textContent).toBe('0/140');
    fireEvent.change(within(dialog).getByLabelText('Your feedback'), { target: { value: ` ${'😀'.repeat(141)} ` } });
    expect(counter.textContent).toBe('141/140');
    expect(within(dialog).getByRole('alert').textContent).toBe('At most 140 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Choose a topic.')).toBeTruthy();
  });
});

describe('trial accounts', () => {
  it('[M2-18] never load unread messages or badges, and the member pages ask for a real account', async () => {
    const { server } = await renderApp({
      path: '/member/messageV2',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo({ type: 4, isTrial: true }),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
      },
    });
    expect(await screen.findByTestId('true-account-required')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.filter((c) => /CSP_unreadCount|\/wps\/member\/badges|\/wps\/member\/messages/.test(c))).toEqual([]);
  });
});

describe('/member/missionLeaderboard', () => {
  it('[M2-13][M3-14][M7-16] shows missions with progress and claim, and the leaderboard with my row', async () => {
    const period = { type: 'daily', key: '2026-11-25', startsAt: '2026-11-24T17:00:00Z', endsAt: '2026-11-25T17:00:00Z' };
    await renderApp({
      path: '/member/missionLeaderboard',
      token: 'tok',
      ...en,
      handlers: {
        '/wps/member/info': () => memberInfo(),
        '/wps/v2/wallets/balance': () => ({ balance: 0, currency: USD }),
        '/wps/missions/summary': () => ({
          missions: [
            { missionId: 'daily_rounds', period, metric: 'rounds', target: 10, progress: 10, status: 'claimable', state: 1, points: 10, reward: 100 },
            { missionId: 'daily_turnover', period, metric: 'turnover', target: 5000, progress: 1250, status: 'in_progress', state: 0, points: 20, reward: 200 },
          ],
          claimable: 1,
          currency: 'USD',
        }),
        '/wps/missions/leaderboard': () => ({
          period: { ...period, type: 'weekly' },
          list: [{ rank: 1, account: 'al***4', points: 30, completed: 2, isMe: false }, { rank: 2, account: 'pl***1', points: 10, completed: 1, isMe: true }],
          me: { rank: 2, points: 10, completed: 1 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Bet $50.00 in total today' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1250');
    expect(bar.getAttribute('aria-valuetext')).toBe('$12.50 of $50.00');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
    // A mission still running shows its status as text, not as a button that cannot be pressed.
    const running = screen.getAllByTestId('mission').find((card) => card.getAttribute('data-status') === 'in_progress')!;
    expect(within(running).queryByRole('button')).toBeNull();
    expect(within(running).getByText('In progress')).toBeTruthy();
    expect(screen.getByText('10 points + $1.00')).toBeTruthy();
    const board = await screen.findByTestId('leaderboard');
    expect(within(board).getAllByRole('row').map((r) => r.textContent)).toEqual(['RankMemberMissionsPoints', '1al***4230', '2pl***1 (you)110']);
    expect(screen.getByTestId('my-standing').textContent).toBe('Your rank: 2, 10 points');
  });
});
