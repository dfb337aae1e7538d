// @vitest-environment jsdom
// The member centre shell around every /member/* page, in the whole app over the fake server.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const on = (modId: string) => ({ modId, enabled: true });

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('member centre shell', () => {
  it('[M2-1][M2-5] shows a member page inside the shell: its title as the one h1, its entry marked current', async () => {
    await renderApp({ path: '/member/withdraw', token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(nav).getByRole('link', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBeNull();
  });

  it('[M2-15][M2-16][M6-6] lists neither manual rebate without MANPLAYREB3 nor VIP rank for a member without VIP', async () => {
    const permission = await permissionFixture({ whitelabel: [on('REBATE'), on('VIP')] });
    await renderApp({
      path: '/member/depositv2',
      token: 'tok',
      permission,
      ...en,
      handlers: { '/wps/member/info': () => memberInfo({ vip: { enabled: false, rank: 0, labelName: '' } }) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'VIP' })).toBeNull());
    expect(within(nav).queryByRole('link', { name: 'Rebate' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
  });

  it('[M6-4][M8-9] keeps a trial account out of member pages with in_need_true_account', async () => {
    await renderApp({ path: '/member/depositv2', token: 'tok', ...en, handlers: { '/wps/member/info': () => memberInfo({ type: 4, isTrial: true }) } });
    expect((await screen.findByTestId('true-account-required')).textContent).toMatch(/real account/);
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});
