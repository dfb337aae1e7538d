// The promotion hall and the reward centre through the whole server: listing, join, apply (remark and images),
// raffle claim, review, reward claim, and the ledger after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availablePromotionsCount } from '../../../server/db/promotions-repository.js';
import { weekStartOf } from '../../../server/domain/promotions/rules.js';
import {
  balanceOf, expectLedgerBalanced, inject, promotionsTestApp, tinyGif, tinyJpeg, tinyPng, type PromotionsTestApp,
} from './promotions-test-app.js';

let t: PromotionsTestApp;
beforeAll(async () => { t = await promotionsTestApp(); });
afterAll(async () => { await t.close(); });

const b64 = (b: Buffer) => b.toString('base64');
const activity = async (auth: { host: string }, id: string) =>
  ((await inject(t, 'GET', '/wps/promotions?lang=en', auth)).json().value.activities as { activityId: string; state: string | null; action: string; participationId: string | null }[])
    .find((a) => a.activityId === id)!;

describe('promotion hall', () => {
  it('[M2-18] [M2-33] [M4-3] a visitor lists the activities with period, phase and action; an upcoming one says upcoming', async () => {
    const res = await inject(t, 'GET', '/wps/promotions?lang=en', { host: 'demo.localhost' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.loggedIn).toBe(false);
    const byId = Object.fromEntries(value.activities.map((a: { activityId: string }) => [a.activityId, a]));
    expect(byId['first-deposit']).toMatchObject({ kind: 'apply', action: 'apply', phase: 'open', title: 'First deposit bonus', rewardAmount: 1000, state: null });
    expect(byId['daily-raffle']).toMatchObject({ kind: 'raffle', action: 'claim', maxPrize: 10000 });
    expect(byId['weekly-cashback']).toMatchObject({ kind: 'join', action: 'join' });
    expect(byId['new-year-2030']).toMatchObject({ phase: 'upcoming', action: 'upcoming' });
    const zh = (await inject(t, 'GET', '/wps/promotions?lang=zh', { host: 'demo.localhost' })).json().value.activities[0];
    expect(zh.title).toBe('首存彩金');
  });

  it('[M2-18] joining needs a login (401) and a real account (403 in_need_true_account)', async () => {
    expect((await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', { host: 'demo.localhost' })).json()).toMatchObject({ success: false, code: 'not_logged_in' });
    const trial = await t.member('demo', 4);
    const res = await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', trial.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
    const claim = await inject(t, 'POST', '/wps/promotions/daily-raffle/claim', trial.auth);
    expect(claim.statusCode).toBe(403);
  });

  it('[M4-3] join: the card turns to signed; a second join is 409 already_joined; an upcoming activity cannot be joined', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', m.auth);
    expect(res.json()).toMatchObject({ success: true, value: { state: 'joining' } });
    expect(await activity(m.auth, 'weekly-cashback')).toMatchObject({ state: 'joining', action: 'signed' });
    expect((await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', m.auth)).json().code).toBe('already_joined');
    const early = await inject(t, 'POST', '/wps/promotions/new-year-2030/join', m.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('activity_not_open');
    expect((await inject(t, 'POST', '/wps/promotions/nope/join', m.auth)).statusCode).toBe(404);
  });
});

describe('application', () => {
  it('[M3-10] [M5-3] [M9-5] a remark of 140 characters and 3 images (png and jpg) is accepted: in progress', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'ស'.repeat(140), images: [b64(tinyPng), `data:image/jpeg;base64,${b64(tinyJpeg)}`, b64(tinyPng)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'applying', images: 3 });
    expect(await activity(m.auth, 'first-deposit')).toMatchObject({ state: 'applying', action: 'in_progress' });
    const stored = await t.app.promotions.applicationImages('demo', res.json().value.participationId);
    expect(stored.map((i) => i.content_type)).toEqual(expect.arrayContaining(['image/png', 'image/jpeg']));
  });

  it('[M5-3] a remark of 141 characters is 400 remark_too_long and nothing is stored', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'a'.repeat(141), images: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'remark_too_long', value: { max: 140 } });
    expect((await activity(m.auth, 'first-deposit')).state).toBeNull();
  });

  it('[M5-3] [M9-5] four images are 400 too_many_images', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'ok', images: [b64(tinyPng), b64(tinyPng), b64(tinyPng), b64(tinyPng)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_images');
  });

  it('[M5-3] [M9-5] a gif (even named as a png) is 400 image_not_png_or_jpg', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'ok', images: [`data:image/png;base64,${b64(tinyGif)}`] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('image_not_png_or_jpg');
  });

  it('[M5-3] [M9-5] an image of 6 MB is 400 image_too_large (the route takes the body, the rule refuses it)', async () => {
    const m = await t.member();
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    tinyPng.copy(big);
    const res = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'big', images: [b64(big)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'image_too_large', value: { maxBytes: 5 * 1024 * 1024 } });
  });

  it('[M4-3] [M2-11] approved: issued, the reward waits in the reward centre; claim pays once, from the card or the centre', async () => {
    const m = await t.member();
    const applied = await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: 'deposit ref 123', images: [b64(tinyPng)] });
    const id = applied.json().value.participationId as string;
    const review = await inject(t, 'POST', `/dev/promotions/applications/${id}/review`, m.auth, { decision: 'approve' });
    expect(review.json().value.state).toBe('issued');
    expect(await activity(m.auth, 'first-deposit')).toMatchObject({ state: 'issued', action: 'claim' });

    const centre = (await inject(t, 'GET', '/wps/rewards?lang=en', m.auth)).json().value;
    expect(centre.claimableCount).toBe(1);
    expect(centre.claimable[0]).toMatchObject({ source: 'promotion', title: 'First deposit bonus', amount: 1000, turnoverMultiple: 15, state: 'claimable' });

    const first = await inject(t, 'POST', '/wps/promotions/first-deposit/claim', m.auth);
    expect(first.json().value).toMatchObject({ replayed: false, balance: 1000, reward: { state: 'claimed' } });
    const again = await inject(t, 'POST', `/wps/rewards/${centre.claimable[0].rewardId}/claim`, m.auth);
    expect(again.json().value).toMatchObject({ replayed: true, balance: 1000 });
    expect(await balanceOf(t, m.auth)).toBe(1000);
    expect(await activity(m.auth, 'first-deposit')).toMatchObject({ state: 'claimed', action: 'claimed' });
    const after = (await inject(t, 'GET', '/wps/rewards', m.auth)).json().value;
    expect(after).toMatchObject({ claimableCount: 0, claimable: [] });
    expect(after.history).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('[M4-3] rejected: the card says rejected and nothing is paid', async () => {
    const m = await t.member();
    const id = (await inject(t, 'POST', '/wps/promotions/first-deposit/apply', m.auth, { remark: '', images: [] })).json().value.participationId;
    await inject(t, 'POST', `/dev/promotions/applications/${id}/review`, m.auth, { decision: 'reject' });
    expect(await activity(m.auth, 'first-deposit')).toMatchObject({ state: 'rejected', action: 'rejected' });
    expect((await inject(t, 'POST', '/wps/promotions/first-deposit/claim', m.auth)).statusCode).toBe(409);
    expect(await balanceOf(t, m.auth)).toBe(0);
  });
});

describe('raffle', () => {
  it('[M7-15] a raffle claim (POST) draws a prize server-side and pays it; claiming twice in one draw pays once and answers the same prize', async () => {
    const m = await t.member();
    t.tickets.push(95); // weights 60, 30, 9, 1: ticket 95 falls on the third prize (20.00)
    const first = await inject(t, 'POST', '/wps/promotions/daily-raffle/claim?lang=en', m.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ replayed: false, balance: 2000, reward: { source: 'raffle', amount: 2000, state: 'claimed', title: 'Daily lucky draw' } });
    t.tickets.push(0);
    const second = await inject(t, 'POST', '/wps/promotions/daily-raffle/claim', m.auth);
    expect(second.json().value).toMatchObject({ replayed: true, balance: 2000, reward: { amount: 2000 } });
    const entries = await t.testDb.db.selectFrom('journal_entry').select('entry_id').where('member_id', '=', m.memberId).where('kind', '=', 'bonus').execute();
    expect(entries).toHaveLength(1);
    expect(await activity(m.auth, 'daily-raffle')).toMatchObject({ state: 'claimed', action: 'claimed' });
    await expectLedgerBalanced(t);
  });

  it('[M7-15] ten claims at once still pay one prize', async () => {
    const m = await t.member();
    const all = await Promise.all(Array.from({ length: 10 }, () => inject(t, 'POST', '/wps/promotions/daily-raffle/claim', m.auth)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    const entries = await t.testDb.db.selectFrom('journal_entry').select('entry_id').where('member_id', '=', m.memberId).where('kind', '=', 'bonus').execute();
    expect(entries).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('[M7-15] the next day is a new draw', async () => {
    const m = await t.member();
    await inject(t, 'POST', '/wps/promotions/daily-raffle/claim', m.auth);
    t.clock.advance(10 * 3600 * 1000); // 15:00 in Phnom Penh to 01:00 the next day
    m.auth = await t.session(m.memberId);
    expect(await activity(m.auth, 'daily-raffle')).toMatchObject({ state: null, action: 'claim' });
    const next = await inject(t, 'POST', '/wps/promotions/daily-raffle/claim', m.auth);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().value.replayed).toBe(false);
    expect(await balanceOf(t, m.auth)).toBe(200);
    const history = (await inject(t, 'GET', '/wps/rewards', m.auth)).json().value.history;
    expect(history).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it('[M2-11] an unknown reward id is 404 reward_not_found; another member cannot claim my reward', async () => {
    const m = await t.member();
    const other = await t.member();
    expect((await inject(t, 'POST', '/wps/rewards/not-a-uuid/claim', m.auth)).statusCode).toBe(404);
    const rewardId = await t.app.promotions.grant('demo', m.memberId, { source: 'vip', sourceRef: `vip:test:${m.memberId}`, title: { en: 'VIP gift' }, amount: 500n, turnoverMultiple: 1 });
    expect((await inject(t, 'POST', `/wps/rewards/${rewardId}/claim`, other.auth)).json().code).toBe('reward_not_found');
    expect((await inject(t, 'POST', `/wps/rewards/${rewardId}/claim`, m.auth)).json().value.balance).toBe(500);
    await expectLedgerBalanced(t);
  });
});

describe('weekly cashback', () => {
  let round = 0;
  async function played(memberId: string, bet: number, win: number, at: Date) {
    await t.testDb.db.insertInto('game_round').values({
      merchant_id: 'demo', round_id: `cb-${process.pid}-${++round}`, member_id: memberId, node_id: 'LIVERY-lantern', vassalage: 'LIVERY', game_type: 'RNG',
      currency: 'USD', bet_amount: bet, win_amount: win, status: 'settled', created_at: at, settled_at: at,
    }).execute();
  }

  it('[M4-3] [M2-11] a joined member gets 5% of each finished week\'s net loss in the reward centre, once per week; the join stays signed', async () => {
    const m = await t.member();
    const joinedAt = t.clock.now();
    await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', m.auth);
    await played(m.memberId, 10_000, 2_000, new Date(joinedAt.getTime() + 3600_000)); // lost 80.00 after joining
    await played(m.memberId, 50_000, 0, new Date(joinedAt.getTime() - 3600_000)); // before the join: not counted
    expect((await inject(t, 'GET', '/wps/rewards', m.auth)).json().value.claimableCount).toBe(0); // the week is not over

    // The week ends on Monday 00:00 in Phnom Penh; a week later the member is back.
    const nextWeekMonday = weekStartOf(new Date(joinedAt.getTime() + 7 * 24 * 3600_000), 'Asia/Phnom_Penh');
    t.clock.advance(nextWeekMonday.getTime() - t.clock.now().getTime() + 3600_000);
    await played(m.memberId, 1_000, 5_000, new Date(nextWeekMonday.getTime() + 60_000)); // this week: a win, not finished anyway
    m.auth = await t.session(m.memberId);
    const centre = (await inject(t, 'GET', '/wps/rewards?lang=en', m.auth)).json().value;
    expect(centre.claimable).toHaveLength(1);
    expect(centre.claimable[0]).toMatchObject({ title: 'Weekly cashback 5%', amount: 400, source: 'promotion' });
    expect((await inject(t, 'GET', '/wps/rewards', m.auth)).json().value.claimableCount).toBe(1);

    const claim = await inject(t, 'POST', `/wps/rewards/${centre.claimable[0].rewardId}/claim`, m.auth);
    expect(claim.json().value).toMatchObject({ replayed: false, balance: 400 });
    expect(await activity(m.auth, 'weekly-cashback')).toMatchObject({ state: 'joining', action: 'signed' });
    await expectLedgerBalanced(t);
  });

  it('[M4-3] a winning week pays no cashback', async () => {
    const m = await t.member();
    await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', m.auth);
    await played(m.memberId, 1_000, 9_000, new Date(t.clock.now().getTime() + 60_000));
    t.clock.advance(8 * 24 * 3600_000);
    m.auth = await t.session(m.memberId);
    expect((await inject(t, 'GET', '/wps/rewards', m.auth)).json().value.claimableCount).toBe(0);
  });
});

describe('available promotions count', () => {
  it('[M2-33] counts the open activities the member can still take part in (member info counts.promotions)', async () => {
    const m = await t.member();
    const count = () => availablePromotionsCount(t.testDb.db as never, 'demo', m.memberId, t.clock.now(), 'Asia/Phnom_Penh');
    expect(await count()).toBe(3); // first deposit, daily draw, weekly cashback; the new year packet is upcoming
    await inject(t, 'POST', '/wps/promotions/weekly-cashback/join', m.auth);
    await inject(t, 'POST', '/wps/promotions/daily-raffle/claim', m.auth);
    expect(await count()).toBe(1);
  });
});
