// Feedback and support questions through the whole server: the ranges the forms show, the length rule enforced on
// the trimmed text (140 characters for feedback), question types, the member's own list, trial accounts refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngagementApp, type EngagementTestApp } from '../messages/engagement-test-app.js';

let e: EngagementTestApp;
beforeAll(async () => { e = await openEngagementApp(); }, 60_000);
afterAll(async () => { await e.close(); });

describe('GET /wps/feedback/settings', () => {
  it('[M3-12][M5-4][M9-4] answers the question types and the length ranges, without a session', async () => {
    const { status, body } = await e.call({ merchant: 'demo' }, 'GET', '/wps/feedback/settings');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ feedback: { min: 1, max: 140 }, supportQuestion: { min: 10, max: 500 }, dailyLimit: 10 });
    expect(body.value.questionTypes).toEqual(expect.arrayContaining(['deposit', 'withdrawal', 'games', 'other']));
  });
});

describe('PUT /wps/feedback', () => {
  it('[M3-11][M7-10][M5-2][M9-4] stores a question type and the trimmed content of up to 140 characters', async () => {
    const me = await e.member();
    const content = 'x'.repeat(140);
    const sent = await e.call(me, 'PUT', '/wps/feedback', { questionType: 'deposit', content: `  ${content}\n ` });
    expect(sent).toMatchObject({ status: 200, body: { success: true, value: { kind: 'feedback', questionType: 'deposit', content, status: 'received' } } });
    // Characters, not UTF-16 units: 140 emoji are 140 characters.
    expect((await e.call(me, 'PUT', '/wps/feedback', { questionType: 'other', content: '😀'.repeat(140) })).status).toBe(200);
  });

  it('[M5-2][M9-4] refuses 141 characters with content_too_long and blank content with content_empty, storing nothing', async () => {
    const me = await e.member();
    expect(await e.call(me, 'PUT', '/wps/feedback', { questionType: 'games', content: 'y'.repeat(141) })).toMatchObject({ status: 400, body: { code: 'content_too_long', value: { min: 1, max: 140 } } });
    expect(await e.call(me, 'PUT', '/wps/feedback', { questionType: 'games', content: '   \n\t ' })).toMatchObject({ status: 400, body: { code: 'content_empty' } });
    expect(await e.call(me, 'PUT', '/wps/feedback', { questionType: 'games' })).toMatchObject({ status: 400, body: { code: 'invalid_content' } });
    expect(await e.call(me, 'PUT', '/wps/feedback', { questionType: 'refund', content: 'hello' })).toMatchObject({ status: 400, body: { code: 'invalid_question_type' } });
    expect((await e.call(me, 'GET', '/wps/feedback')).body.value.total).toBe(0);
  });

  it('[M3-11] lists my own feedback newest first, not another member\'s', async () => {
    const me = await e.member();
    const other = await e.member();
    await e.call(me, 'PUT', '/wps/feedback', { questionType: 'account', content: 'first' });
    e.clock.advance(1000);
    await e.call(me, 'PUT', '/wps/feedback/support-question', { content: 'How do I bind a bank card?' });
    await e.call(other, 'PUT', '/wps/feedback', { questionType: 'account', content: 'not yours' });
    const { body } = await e.call(me, 'GET', '/wps/feedback');
    expect(body.value).toMatchObject({ total: 2, pageNum: 1, totalPages: 1 });
    expect(body.value.content.map((f: { content: string; kind: string }) => [f.kind, f.content])).toEqual([
      ['support_question', 'How do I bind a bank card?'],
      ['feedback', 'first'],
    ]);
  });

  it('[M3-11] allows 10 a day, then 429 feedback_limit_reached until a day has passed', async () => {
    const me = await e.member();
    for (let i = 0; i < 10; i++) expect((await e.call(me, 'PUT', '/wps/feedback', { questionType: 'other', content: `note ${i}` })).status).toBe(200);
    expect(await e.call(me, 'PUT', '/wps/feedback', { questionType: 'other', content: 'one more' })).toMatchObject({ status: 429, body: { code: 'feedback_limit_reached' } });
    // A day later (the rows aged rather than the clock moved, which would also end the session).
    await sql`update member_feedback set created_at = created_at - interval '25 hours' where member_id = ${me.memberId}`.execute(e.t.testDb.db);
    expect((await e.call(me, 'PUT', '/wps/feedback', { questionType: 'other', content: 'next day' })).status).toBe(200);
  });

  it.each([
    ['PUT', '/wps/feedback'],
    ['PUT', '/wps/feedback/support-question'],
    ['GET', '/wps/feedback'],
  ] as const)('[M3-11] %s %s: 401 without a session, 403 in_need_true_account for a trial account', async (method, url) => {
    const payload = method === 'PUT' ? { questionType: 'other', content: 'A question long enough' } : undefined;
    expect(await e.call({ merchant: 'demo' }, method, url, payload)).toMatchObject({ status: 401, body: { code: 'not_logged_in' } });
    expect(await e.call(await e.member('demo', { type: 4 }), method, url, payload)).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
  });
});

describe('PUT /wps/feedback/support-question', () => {
  it('[M3-12][M5-4] enforces the range the settings show: 10 to 500 characters after trimming', async () => {
    const me = await e.member();
    expect(await e.call(me, 'PUT', '/wps/feedback/support-question', { content: '  123456789  ' })).toMatchObject({ status: 400, body: { code: 'content_too_short', value: { min: 10, max: 500 } } });
    expect(await e.call(me, 'PUT', '/wps/feedback/support-question', { content: '1234567890' })).toMatchObject({ status: 200, body: { value: { kind: 'support_question', questionType: null } } });
    expect((await e.call(me, 'PUT', '/wps/feedback/support-question', { content: 'q'.repeat(500) })).status).toBe(200);
    expect(await e.call(me, 'PUT', '/wps/feedback/support-question', { content: 'q'.repeat(501) })).toMatchObject({ status: 400, body: { code: 'content_too_long' } });
  });
});
