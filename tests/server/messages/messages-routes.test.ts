// The inbox through the whole server: listing newest first, reading (marks read), mark all read, delete, broadcasts
// with per-member read state, the real unread count of CSP_unreadCount and the header badges, trial accounts
// refused, and the demo seed. Runs on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMessages } from '../../../server/db/messages-seed.js';
import { seededMessageId, sendMessage } from '../../../server/db/messages-repository.js';
import { openEngagementApp, type EngagementTestApp, type Member } from './engagement-test-app.js';

let e: EngagementTestApp;
beforeAll(async () => { e = await openEngagementApp(); }, 60_000);
afterAll(async () => { await e.close(); });

const hoursAgo = (h: number) => new Date(e.clock.now().getTime() - h * 3_600_000);

async function send(to: Member | { merchant: string; memberId: null }, title: string, hours: number, extra: Partial<Parameters<typeof sendMessage>[1]> = {}) {
  return sendMessage(e.t.testDb.db, {
    merchantId: to.merchant, memberId: to.memberId, category: 'system', format: 'text',
    title: { en: title, km: `km ${title}`, zh: `zh ${title}` }, body: { en: `Body of ${title}` }, createdAt: hoursAgo(hours), ...extra,
  });
}

const unread = async (who: Member) => (await e.call(who, 'GET', '/wps/relay/CSP_unreadCount')).body.value as number;

describe('who may use the inbox', () => {
  it.each([
    ['GET', '/wps/member/messages'],
    ['GET', '/wps/member/messages/00000000-0000-4000-8000-000000000000'],
    ['POST', '/wps/member/messages/read-all'],
    ['DELETE', '/wps/member/messages/00000000-0000-4000-8000-000000000000'],
    ['GET', '/wps/member/badges'],
    ['GET', '/wps/relay/CSP_unreadCount'],
  ] as const)('[M2-14][M7-9] %s %s: 401 not_logged_in without a session, 403 in_need_true_account for a trial account', async (method, url) => {
    expect(await e.call({ merchant: 'demo' }, method, url)).toMatchObject({ status: 401, body: { success: false, code: 'not_logged_in' } });
    const trial = await e.member('demo', { type: 4 });
    expect(await e.call(trial, method, url)).toMatchObject({ status: 403, body: { success: false, code: 'in_need_true_account' } });
  });
});

describe('GET /wps/member/messages', () => {
  it('[M2-14][M3-13] lists my messages and the broadcasts newest first, with unread count, summary and language', async () => {
    const me = await e.member('basic');
    const other = await e.member('basic');
    await send(me, 'Old', 30);
    await send(other, 'Not mine', 20);
    await send({ merchant: 'basic', memberId: null }, 'To everyone', 10, { category: 'promotion', format: 'html', body: { en: '<p>Hello <b>all</b> &amp; welcome</p><script>x()</script>' } });
    await send(me, 'New', 1, { category: 'account' });
    await send({ merchant: 'demo', memberId: null }, 'Another merchant', 2);

    const { status, body } = await e.call(me, 'GET', '/wps/member/messages?language=zh');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ pageNum: 1, totalPages: 1, total: 3, unread: 3 });
    expect(body.value.content.map((m: { title: string }) => m.title)).toEqual(['zh New', 'zh To everyone', 'zh Old']);
    expect(body.value.content[1]).toMatchObject({ category: 'promotion', format: 'html', read: false, broadcast: true, summary: 'Hello all & welcome' });
    expect(body.value.content[0]).toMatchObject({ category: 'account', broadcast: false, read: false });
    // Without a language: the merchant's default (basic: English first), falling back to English.
    expect((await e.call(me, 'GET', '/wps/member/messages')).body.value.content[0].title).toBe('New');
    expect(await unread(me)).toBe(3);
  });

  it('[M2-14] pages and filters', async () => {
    const me = await e.member('demo');
    for (let i = 1; i <= 12; i++) await send(me, `M${i}`, 100 - i, { category: i % 2 === 0 ? 'account' : 'system' });
    const own = (body: { value: { content: { broadcast: boolean; title: string }[] } }) => body.value.content.filter((m) => !m.broadcast).map((m) => m.title);
    const first = await e.call(me, 'GET', '/wps/member/messages?pageNo=1&pageSize=5&category=account&language=en');
    expect(first.body.value).toMatchObject({ total: 6, totalPages: 2, pageNum: 1 });
    expect(own(first.body)).toEqual(['M12', 'M10', 'M8', 'M6', 'M4']);
    const second = await e.call(me, 'GET', '/wps/member/messages?pageNo=2&pageSize=5&category=account&language=en');
    expect(own(second.body)).toEqual(['M2']);
    const empty = await e.call(me, 'GET', '/wps/member/messages?pageNo=9&pageSize=5&category=account');
    expect(empty.body.value.content).toEqual([]);
  });

  it('refuses bad paging with 400 and a field key', async () => {
    const me = await e.member('demo');
    expect(await e.call(me, 'GET', '/wps/member/messages?pageSize=51')).toMatchObject({ status: 400, body: { code: 'invalid_page_size' } });
    expect(await e.call(me, 'GET', '/wps/member/messages?pageNo=0')).toMatchObject({ status: 400, body: { code: 'invalid_page_no' } });
    expect(await e.call(me, 'GET', '/wps/member/messages?category=spam')).toMatchObject({ status: 400, body: { code: 'invalid_category' } });
  });
});

describe('reading, marking and deleting', () => {
  it('[M3-13][M7-9][M2-18] reading a message marks it read and the unread count drops, in CSP_unreadCount, the badges and member info', async () => {
    const me = await e.member('lotto');
    const id = await send(me, 'Read me', 2, { format: 'html', body: { en: '<p>Full <em>body</em></p>' } });
    await send(me, 'Later', 1);
    expect(await unread(me)).toBe(2);
    expect((await e.call(me, 'GET', '/wps/member/badges')).body.value).toMatchObject({ messages: 2 });

    const read = await e.call(me, 'GET', `/wps/member/messages/${id}?language=en`);
    expect(read).toMatchObject({ status: 200, body: { success: true, value: { message: { messageId: id, title: 'Read me', body: '<p>Full <em>body</em></p>', read: true }, unread: 1 } } });
    expect(await unread(me)).toBe(1);
    expect((await e.call(me, 'GET', '/wps/member/badges')).body.value).toMatchObject({ messages: 1 });
    expect((await e.call(me, 'GET', '/wps/member/info')).body.value.counts).toMatchObject({ unreadMessages: 1 });
    // Reading again changes nothing.
    expect((await e.call(me, 'GET', `/wps/member/messages/${id}`)).body.value.unread).toBe(1);
    const listed = (await e.call(me, 'GET', '/wps/member/messages?language=en')).body.value.content as { title: string; read: boolean }[];
    expect(listed.find((m) => m.title === 'Read me')?.read).toBe(true);
    expect((await e.call(me, 'GET', '/wps/member/messages?unreadOnly=true&language=en')).body.value.content.map((m: { title: string }) => m.title)).not.toContain('Read me');
  });

  it('[M2-14] another member\'s message is 404 message_not_found, to read and to delete, and stays unread for them', async () => {
    const me = await e.member('demo');
    const other = await e.member('demo');
    const before = await unread(other);
    const theirs = await send(other, 'Private', 1);
    expect(await e.call(me, 'GET', `/wps/member/messages/${theirs}`)).toMatchObject({ status: 404, body: { code: 'message_not_found' } });
    expect(await e.call(me, 'DELETE', `/wps/member/messages/${theirs}`)).toMatchObject({ status: 404, body: { code: 'message_not_found' } });
    // Another merchant's member with the same id cannot reach it either.
    const elsewhere = await e.member('basic');
    expect((await e.call(elsewhere, 'GET', `/wps/member/messages/${theirs}`)).status).toBe(404);
    expect(await unread(other)).toBe(before + 1);
    expect((await e.call(other, 'GET', `/wps/member/messages/${theirs}?language=en`)).body.value.message.title).toBe('Private');
    expect(await e.call(me, 'GET', '/wps/member/messages/not-a-uuid')).toMatchObject({ status: 400, body: { code: 'invalid_message_id' } });
  });

  it('[M2-14][M3-13] a broadcast is stored once; each member reads and deletes it for themselves', async () => {
    await sql`delete from member_message where merchant_id = 'closed'`.execute(e.t.testDb.db);
    const a = await e.member('closed');
    const b = await e.member('closed');
    const id = await send({ merchant: 'closed', memberId: null }, 'Maintenance tonight', 1);
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from member_message where message_id = ${id}::uuid`.execute(e.t.testDb.db)).rows[0]!.n)).toBe(1);
    expect([await unread(a), await unread(b)]).toEqual([1, 1]);
    await e.call(a, 'GET', `/wps/member/messages/${id}`);
    expect([await unread(a), await unread(b)]).toEqual([0, 1]);
    expect(await e.call(b, 'DELETE', `/wps/member/messages/${id}`)).toMatchObject({ status: 200, body: { value: { messageId: id, unread: 0 } } });
    expect((await e.call(b, 'GET', '/wps/member/messages')).body.value.total).toBe(0);
    expect(await e.call(b, 'GET', `/wps/member/messages/${id}`)).toMatchObject({ status: 404 });
    expect((await e.call(a, 'GET', '/wps/member/messages')).body.value.total).toBe(1);
  });

  it('[M3-13] mark all read clears the unread count and answers how many were unread', async () => {
    const me = await e.member('demo');
    const before = await unread(me);
    await send(me, 'One', 3);
    await send(me, 'Two', 2);
    expect(await unread(me)).toBe(before + 2);
    expect(await e.call(me, 'POST', '/wps/member/messages/read-all')).toMatchObject({ status: 200, body: { value: { updated: before + 2, unread: 0 } } });
    expect(await unread(me)).toBe(0);
    expect((await e.call(me, 'POST', '/wps/member/messages/read-all')).body.value).toEqual({ updated: 0, unread: 0 });
    // A message that arrives later is unread again.
    await send(me, 'Three', 0);
    expect(await unread(me)).toBe(1);
  });
});

describe('demo messages', () => {
  it('[M2-14] are seeded for the demo members once, however many starts', async () => {
    const db = e.t.testDb.db;
    const downline = await e.member('basic', { account: 'downline1' });
    await seedDemoMessages(db, e.clock.now(), ['basic']);
    await seedDemoMessages(db, e.clock.now(), ['basic']);
    const listed = await e.call(downline, 'GET', '/wps/member/messages?language=en');
    const titles = listed.body.value.content.map((m: { title: string }) => m.title) as string[];
    expect(titles).toEqual(expect.arrayContaining(['Daily missions are live', 'Keep your account safe', 'Welcome to your member centre']));
    expect(titles.filter((t) => t === 'Welcome to your member centre')).toHaveLength(1);
    const km = await e.call(downline, 'GET', `/wps/member/messages/${seededMessageId('basic', downline.memberId, 'welcome')}?language=km`);
    expect(km.body.value.message.title).toMatch(/[\u1780-\u17FF]/);
  });
});
