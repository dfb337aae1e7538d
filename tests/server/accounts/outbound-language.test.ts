// SMS and e-mail texts go out in the recipient's language (issue 16 point 5): a known member's saved language, else
// the language the site names in Accept-Language, else the merchant's default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, challengeToken, login, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

interface OutboxRow {
  code: string | null;
  subject: string | null;
  body: string;
}
const latest = async (to: string) => (await call<OutboxRow[]>(t, 'GET', `/dev/outbox?${new URLSearchParams({ to })}`)).body.value![0]!;
const offered = () => t.config.merchants.get('demo')!.languages as readonly string[];

describe('SMS codes in the reader\'s language', () => {
  it('[P7.1-3] words a registration code in the language the site asks for, with the code and its minutes', async () => {
    expect(offered()).toContain('zh');
    const sent = await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '012777001', countryDialingCode: '+855', challengeToken: await challengeToken(t) }, { headers: { 'accept-language': 'zh' } });
    expect(sent.status).toBe(200);
    const message = await latest('012777001');
    expect(message.body).toContain(message.code!);
    expect(message.body).toMatch(/注册验证码.*5 分钟/);
  });

  it("[P7.1-3] uses the merchant's default language for a language it does not offer", async () => {
    const merchant = t.config.merchants.get('demo')!;
    await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '012777002', countryDialingCode: '+855', challengeToken: await challengeToken(t) }, { headers: { 'accept-language': 'xx-YY' } });
    const message = await latest('012777002');
    await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '012777003', countryDialingCode: '+855', challengeToken: await challengeToken(t) }, { headers: { 'accept-language': merchant.defaultLanguage } });
    const inDefault = await latest('012777003');
    expect(message.body.replace(message.code!, 'CODE')).toBe(inDefault.body.replace(inDefault.code!, 'CODE'));
  });

  it("[P7.1-2][P7.1-21] words a member's login code in the language the member saved, whatever the browser asks", async () => {
    const session = await login(t, { username: 'player1', password: 'Player123' });
    expect((await call(t, 'PUT', '/wps/member/language', { language: 'en' }, { token: session.body.value!.token })).status).toBe(200);
    t.clock.advance(60_000);
    await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '+855' }, { headers: { 'accept-language': 'zh' } });
    const message = await latest('012345678');
    expect(message.body).toBe(`${t.config.merchants.get('demo')!.name}: your login code is ${message.code}. It expires in 5 minutes.`);
  });
});

describe('E-mail in the reader\'s language', () => {
  it('[P2.11-1] sends the temporary password in the language the site asks for', async () => {
    const sent = await call(t, 'POST', '/wps/member/password/email', { username: 'player2', email: 'player2@example.com' }, { headers: { 'accept-language': 'zh-CN,en;q=0.5' } });
    expect(sent.status).toBe(200);
    const message = await latest('player2@example.com');
    expect(message.subject).toContain('临时密码');
    expect(message.body).toContain(message.code!);
    expect(message.body).toContain('player2');
    expect(message.body).toContain('30 分钟');
  });
});
