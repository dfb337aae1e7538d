// @vitest-environment jsdom
// The announcement popup on the home page against a fake server (spec P2.8-2, P4.6-7).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSED_TODAY_KEY } from '../../../src/features/announcements/components/announcement-popup';
import { showAuthNotice } from '../../../src/features/auth/stores/auth-dialogs';
import { closeAuthModal, openAuthModal } from '../../../src/lib/auth-modal';
import { markFirstTimeLogin } from '../../../src/lib/session/first-login';
import { ANNOUNCEMENTS, renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  resetApp();
});

const notice = (id: string, hideForDay = false) => ({ id, type: 'PU', title: `Notice ${id}`, content: `<p>Text of ${id}</p><script>alert(1)</script>`, hideForDay, publishedAt: null });

function announcements(byExecution: Record<string, ReturnType<typeof notice>[]>) {
  return (url: URL) => ({ ...ANNOUNCEMENTS, popup: byExecution[url.searchParams.get('execution') ?? ''] ?? [] });
}

describe('announcement popup', () => {
  it('[P2.8-2][P4.6-7][P9-1] a visitor gets execution B, nine a page, the chosen notice sanitised on the right', async () => {
    const many = Array.from({ length: 11 }, (_, i) => notice(`b${i + 1}`));
    await renderApp({ path: '/', deviceLanguages: ['en'], handlers: { '/wps/relay/MCSFE_getListAnnouncements': announcements({ B: many, A: [notice('member')] }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = within(dialog).getByRole('navigation', { name: 'Announcement list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(dialog).getByRole('heading', { name: 'Notice b1' })).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Notice b3' }));
    expect(within(dialog).getByRole('heading', { name: 'Notice b3' })).toBeTruthy();
    // A new page selects its first item.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Notice b10' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByText('Notice member')).toBeNull();

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('announcementPopupClosed') ?? '[]')).toHaveLength(11);
  });

  it('[P4.6-7][P2.8-1] waits while another popup (the login) is open, then shows', async () => {
    await renderApp({ path: '/login', deviceLanguages: ['en'], handlers: { '/wps/relay/MCSFE_getListAnnouncements': announcements({ B: [notice('b1')] }) } });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
    act(() => closeAuthModal());
    await waitFor(() => expect(login.isConnected).toBe(false));
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeTruthy();
  });

  it('[P4.6-7] a first login gets execution F; "not today" hides a day-marked notice until midnight', async () => {
    markFirstTimeLogin();
    await renderApp({ path: '/', token: 'tok', deviceLanguages: ['en'], handlers: { '/wps/relay/MCSFE_getListAnnouncements': announcements({ F: [notice('first', true)], A: [notice('member')] }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('heading', { name: 'Notice first' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show again today' }));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    const marks = JSON.parse(localStorage.getItem(CLOSED_TODAY_KEY) ?? '{}') as Record<string, number>;
    expect(marks.first).toBeGreaterThan(Date.now());
    expect(marks.first).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it('[P2.8-1] a login opened while the popup is on its way is the only dialog; the popup follows it', async () => {
    let asked = false;
    const handler = announcements({ B: [notice('b1')] });
    await renderApp({ path: '/', deviceLanguages: ['en'], handlers: { '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => ((asked = true), handler(url)) } });
    await waitFor(() => expect(asked).toBe(true));
    // The popup's notices are in, its dialog's code still loading: the visitor presses Log in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => openAuthModal('login'));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getAllByRole('dialog')).toEqual([login]);
    act(() => closeAuthModal());
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('[P2.8-1] the welcome and the announcements wait for an open account menu, then come one at a time', async () => {
    let release = () => {};
    const menuOpened = new Promise<void>((resolve) => (release = resolve));
    const handler = announcements({ A: [notice('member')] });
    // The popup's notices arrive after the player opened the menu, as they do after a login.
    const late = (url: URL) => menuOpened.then(() => handler(url));
    await renderApp({ path: '/', token: 'tok', deviceLanguages: ['en'], handlers: { '/wps/member/info': () => memberInfo(), '/wps/relay/MCSFE_getListAnnouncements': late } });
    const avatar = await screen.findByTestId('avatar-button');
    fireEvent.click(avatar);
    const menu = await screen.findByRole('menu');
    act(() => showAuthNotice('afterLogin'));
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(menu.isConnected).toBe(true);
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(menu, { key: 'Escape' });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getAllByRole('dialog')).toEqual([welcome]);
    fireEvent.click(within(welcome).getByRole('button', { name: 'Play now' }));
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
