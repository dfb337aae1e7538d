// @vitest-environment jsdom
// The account forms a new user meets (spec P2.9, P2.11, P5-1): the code login, the reset by mobile, mobile numbers.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';

const en = { deviceLanguages: ['en'] };

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  resetApp();
});

const smsSent = () => ({ countdownSeconds: 60, validMinutes: 5 });

describe('account forms', () => {
  it('[P2.9-3][P5-1] the mobile-number tab has no "remember password" box and keeps the number without its spaces', async () => {
    const { server } = await renderApp({ path: '/login', ...en, handlers: { '/wps/verification/sms/noLogin': smsSent } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('checkbox', { name: 'Remember password' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mobile number' }));
    const mobile = await within(dialog).findByLabelText('Mobile number');
    expect(within(dialog).queryByRole('checkbox', { name: 'Remember password' })).toBeNull();
    fireEvent.change(mobile, { target: { value: ' 012 345 680 ' } });
    expect((mobile as HTMLInputElement).value).toBe('012345680');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('/wps/verification/sms/noLogin'))).toBe(true));
    // fetch(input, init): the fake server's mock is typed with the input alone.
    const calls: readonly unknown[][] = server.fetchMock.mock.calls;
    const init = calls.find(([input]) => String(input).includes('/sms/noLogin'))?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toMatchObject({ mobileNum: '012345680' });
  });

  it('[P2.11-3][P5-5] the reset by mobile asks for the new password twice and keeps the number without its spaces', async () => {
    const base = await permissionFixture();
    const passwordMethods = { modId: 'PASSWORD', enabled: true, childrenNodes: [{ modId: 'PWDBYEMAIL', enabled: true }, { modId: 'PWDBYMOBILE', enabled: true }] };
    await renderApp({ path: '/forget', ...en, permission: { ...base, whitelabel: [...base.whitelabel, passwordMethods] } });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mobile number' }));
    const mobile = await within(dialog).findByLabelText(/Mobile number/);
    fireEvent.change(mobile, { target: { value: ' 012345680 ' } });
    expect((mobile as HTMLInputElement).value).toBe('012345680');
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'Secret123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: 'Secret124' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Confirmation password is not correct')).toBeTruthy();
    expect(within(dialog).queryByText('Please enter a valid mobile number')).toBeNull();
  });
});
