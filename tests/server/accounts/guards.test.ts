import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../server/plugins/app/accounts.js';
import { call, login, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp({
    // A route of another area, guarded the way game launch and member pages are.
    routes: (app) => {
      app.get('/test/real-only', { preHandler: [app.authenticate, app.requireRealAccount] }, async (request) => {
        const session = sessionOf(request);
        return { success: true, value: { memberId: session.memberId, type: session.type, merchantId: session.merchantId } };
      });
    },
  });
});
afterAll(() => t.close());

describe('app.authenticate and app.requireRealAccount', () => {
  it('[P6-2] give a real member their session', async () => {
    const token = (await login(t, { username: 'player1', password: 'Player123' })).body.value!.token;
    const { status, body } = await call<{ type: number; merchantId: string }>(t, 'GET', '/test/real-only', undefined, { token });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ type: 0, merchantId: 'demo' });
  });

  it('[P6-3][P8-17] refuse a trial account with in_need_true_account', async () => {
    const trial = (await call<{ token: string }>(t, 'POST', '/wps/session/login/freeplay', { platform: 'W', gatewayVersion: 3 })).body.value!.token;
    const { status, body } = await call(t, 'GET', '/test/real-only', undefined, { token: trial });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'in_need_true_account' });
  });

  it('[P6-1][P8-3] refuse a visitor with not_logged_in', async () => {
    const { status, body } = await call(t, 'GET', '/test/real-only');
    expect(status).toBe(401);
    expect(body.code).toBe('not_logged_in');
  });

  it('[P4.3-4][M4-6] refuse a session whose default password must be changed first', async () => {
    const token = (await login(t, { username: 'fresh1', password: 'Aa123456' })).body.value!.token;
    const { status, body } = await call(t, 'GET', '/test/real-only', undefined, { token });
    expect(status).toBe(403);
    expect(body.code).toBe('password_change_required');
  });
});
