// Invite friends and the profile page through the whole server (PGlite, or PostgreSQL with DATABASE_URL): the
// member's own referral code and the members who registered with it; the profile with masked contacts and editing
// under the merchant's registration rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskName } from '../../../server/domain/profile/rules.js';
import { REFERRAL_CODE_LENGTH } from '../../../server/domain/referral/rules.js';
import { openExtrasApp, type ExtrasTestApp } from './extras-test-app.js';

let e: ExtrasTestApp;
beforeAll(async () => { e = await openExtrasApp(); }, 60_000);
afterAll(async () => { await e.close(); });

describe('GET /wps/referral', () => {
  it('[M2-12][P2.10-4] gives the member one lasting code, its registration path, and the members who joined with it', async () => {
    const me = await e.member();
    const first = await e.call(me, 'GET', '/wps/referral');
    expect(first.status).toBe(200);
    const code = first.body.value.code as string;
    expect(code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${REFERRAL_CODE_LENGTH}}$`));
    expect(first.body.value).toMatchObject({ path: `/register?referralCode=${code}`, counts: { invited: 0, deposited: 0 }, invited: { content: [], total: 0, totalPages: 0 } });
    expect((await e.call(me, 'GET', '/wps/referral')).body.value.code).toBe(code);

    const friend = await e.member('demo', { account: 'friendone', referralCode: code.toLowerCase() });
    e.clock.advance(60_000);
    await e.member('demo', { account: 'friendtwo', referralCode: code });
    await e.member('demo', { account: 'stranger', referralCode: 'OTHERCODE' });
    await e.member('basic', { account: 'elsewhere', referralCode: code });
    await e.deposit(friend, 1_000);
    const now = (await e.call(me, 'GET', '/wps/referral?pageSize=1')).body.value;
    expect(now.counts).toEqual({ invited: 2, deposited: 1 });
    expect(now.invited).toMatchObject({ total: 2, totalPages: 2, pageNum: 1, content: [{ account: 'fr***o', deposited: false }] });
    const page2 = (await e.call(me, 'GET', '/wps/referral?pageNo=2&pageSize=1')).body.value.invited.content;
    expect(page2).toEqual([{ account: 'fr***e', joinedAt: '2026-06-03T05:00:00.000Z', deposited: true }].map((x) => ({ ...x, joinedAt: expect.any(String) })));
  });

  it('[M2-12][M6-6] refuses trial accounts, bad paging and merchants without REFERRAL', async () => {
    expect(await e.call(await e.member('demo', { type: 4 }), 'GET', '/wps/referral')).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect(await e.call(await e.member(), 'GET', '/wps/referral?pageNo=0')).toMatchObject({ status: 400, body: { code: 'invalid_page_no' } });
    expect((await e.call({ merchant: 'demo' }, 'GET', '/wps/referral')).status).toBe(401);
  });
});

describe('/wps/member/profile', () => {
  // Mobile and e-mail are unique per merchant, so each member gets its own (masked the same way).
  let n = 0;
  const contact = () => { n += 1; return { mobile: `012${n}45678`, email: `pl${n}ayer@example.com`, payeeName: 'Sok Dara', nickname: 'Old Name' }; };

  it('[M2-17][P3-1] shows the account, nickname, contacts masked and the editable registration fields of the merchant', async () => {
    const me = await e.member('demo', { ...contact(), profile: { line: 'myline' } });
    const res = await e.call(me, 'GET', '/wps/member/profile');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ account: me.account, nickname: 'Old Name', mobile: '012****678', email: 'pl***@example.com', payeeName: 'S*** D***', nicknameRule: { minLength: 2, maxLength: 20 } });
    expect(res.body.value.fields.map((f: { field: string }) => f.field)).toEqual(['birthday', 'line', 'whatsapp']);
    expect(res.body.value.fields[1]).toMatchObject({ field: 'line', value: 'myline', minLength: 3, maxLength: 30, locked: false });
    expect(res.body.value.fields[2]).toMatchObject({ field: 'whatsapp', pattern: '^[0-9]+$', value: null });
  });

  it('[M2-17][P3-18] edits the nickname and fields under the registration rules; the member info shows the new nickname', async () => {
    const me = await e.member('demo', contact());
    const ok = await e.call(me, 'PUT', '/wps/member/profile', { nickname: '  Lucky 7  ', whatsapp: '85512345678', line: 'abc' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ nickname: 'Lucky 7' });
    expect(ok.body.value.fields.find((f: { field: string }) => f.field === 'whatsapp').value).toBe('85512345678');
    expect((await e.call(me, 'GET', '/wps/member/info')).body.value.nickname).toBe('Lucky 7');
    // An empty optional field is cleared.
    const cleared = await e.call(me, 'PUT', '/wps/member/profile', { line: '' });
    expect(cleared.body.value.fields.find((f: { field: string }) => f.field === 'line').value).toBeNull();

    expect(await e.call(me, 'PUT', '/wps/member/profile', { nickname: 'x' })).toMatchObject({ status: 400, body: { code: 'nickname_length', value: { field: 'nickname', min: 2, max: 20 } } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { nickname: 'a\u202Eb' })).toMatchObject({ status: 400, body: { code: 'nickname_invalid' } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { whatsapp: '85x12345' })).toMatchObject({ status: 400, body: { code: 'field_format', value: { field: 'whatsapp' } } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { line: 'ab' })).toMatchObject({ status: 400, body: { code: 'field_too_short', value: { field: 'line', min: 3 } } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { facebook: 'fb.me/x' })).toMatchObject({ status: 400, body: { code: 'field_not_editable', value: { field: 'facebook' } } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { nickname: { text: 'Boss' } })).toMatchObject({ status: 400, body: { code: 'invalid_nickname' } });
    expect((await e.call(me, 'GET', '/wps/member/profile')).body.value.nickname).toBe('Lucky 7');
  });

  it('[M2-17] a field the profile does not know (mobile, e-mail, a typo) is 400 field_not_editable and nothing changes', async () => {
    const me = await e.member('demo', contact());
    for (const change of [{ mobile: '012999999' }, { nickname: 'New Name', email: 'new@example.com' }, { whatsap: '85512345678' }]) {
      const field = Object.keys(change).find((k) => k !== 'nickname');
      expect(await e.call(me, 'PUT', '/wps/member/profile', change), field).toMatchObject({ status: 400, body: { code: 'field_not_editable', value: { field } } });
    }
    const after = (await e.call(me, 'GET', '/wps/member/profile')).body.value;
    expect(after).toMatchObject({ nickname: 'Old Name', mobile: '012****678' });
    expect(after.fields.find((f: { field: string }) => f.field === 'whatsapp').value).toBeNull();
    // A visitor is still told to log in first.
    expect(await e.call({ merchant: 'demo' }, 'PUT', '/wps/member/profile', { mobile: '012999999' })).toMatchObject({ status: 401 });
  });

  it('[M2-17] sets the birthday once, at 21 or older, on a real date', async () => {
    const me = await e.member('demo', contact());
    expect(await e.call(me, 'PUT', '/wps/member/profile', { birthday: '2010-01-01' })).toMatchObject({ status: 400, body: { code: 'birthday_too_young' } });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { birthday: '1990-02-31' })).toMatchObject({ status: 400, body: { code: 'field_format' } });
    const set = await e.call(me, 'PUT', '/wps/member/profile', { birthday: '1990-02-28' });
    expect(set.body.value.fields[0]).toMatchObject({ field: 'birthday', value: '1990-02-28', locked: true });
    expect(await e.call(me, 'PUT', '/wps/member/profile', { birthday: '1991-01-01' })).toMatchObject({ status: 409, body: { code: 'birthday_locked' } });
    // Sending the same value again is no change.
    expect((await e.call(me, 'PUT', '/wps/member/profile', { birthday: '1990-02-28', nickname: 'Same Day' })).status).toBe(200);
  });

  it('[M2-17] masks local and international numbers, e-mails and names', () => {
    expect(maskMobile('012345678')).toBe('012****678');
    expect(maskMobile('+85512345680')).toBe('+855****680');
    expect(maskMobile('12345')).toBe('1****');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskName('Sok  Dara')).toBe('S*** D***');
  });

  it('[M2-17][M6-4] refuses trial accounts and calls without a session', async () => {
    expect(await e.call(await e.member('demo', { type: 4 }), 'PUT', '/wps/member/profile', { nickname: 'Trial' })).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await e.call({ merchant: 'demo' }, 'GET', '/wps/member/profile')).status).toBe(401);
  });
});
