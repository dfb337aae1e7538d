// Demo inbox messages, seeded at each start outside production (idempotent: fixed ids, insert-or-nothing): a
// welcome and a security tip for each demo member, and one promotion broadcast per merchant. Texts in km, en, zh.
import type { Kysely } from 'kysely';
import type { LocalizedText } from '../../src/engine/config-types.js';
import { demoAccounts } from './demo-accounts-seed.js';
import { accountKeyOf } from './member-repository.js';
import { seededMessageId, sendMessages, type NewMessage } from './messages-repository.js';
import type { Database } from './schema.js';

type SeedText = Pick<NewMessage, 'category' | 'format'> & { slug: string; hoursAgo: number; title: LocalizedText; body: LocalizedText };

const personal: readonly SeedText[] = [
  {
    slug: 'welcome',
    category: 'account',
    format: 'html',
    hoursAgo: 48,
    title: { en: 'Welcome to your member centre', km: 'សូមស្វាគមន៍មកកាន់មជ្ឈមណ្ឌលសមាជិករបស់អ្នក', zh: '欢迎来到会员中心' },
    body: {
      en: '<p>Thank you for joining us. From your member centre you can:</p><ul><li>deposit and withdraw</li><li>follow your bets and account records</li><li>complete <a href="/member/missionLeaderboard">missions</a> for rewards</li></ul><p>Good luck!</p>',
      km: '<p>សូមអរគុណដែលបានចូលរួមជាមួយយើង។ នៅមជ្ឈមណ្ឌលសមាជិក អ្នកអាច៖</p><ul><li>ដាក់ប្រាក់ និងដកប្រាក់</li><li>តាមដានការភ្នាល់ និងកំណត់ត្រាគណនី</li><li>បំពេញ <a href="/member/missionLeaderboard">បេសកកម្ម</a> ដើម្បីទទួលរង្វាន់</li></ul><p>សូមសំណាងល្អ!</p>',
      zh: '<p>感谢您的加入。在会员中心您可以：</p><ul><li>存款和取款</li><li>查看投注和账户记录</li><li>完成<a href="/member/missionLeaderboard">任务</a>领取奖励</li></ul><p>祝您好运！</p>',
    },
  },
  {
    slug: 'security-tip',
    category: 'system',
    format: 'text',
    hoursAgo: 24,
    title: { en: 'Keep your account safe', km: 'រក្សាគណនីរបស់អ្នកឱ្យមានសុវត្ថិភាព', zh: '保护您的账户安全' },
    body: {
      en: 'We will never ask for your password. Turn on the authenticator app in My account, and use a password you use nowhere else.',
      km: 'យើងនឹងមិនសុំពាក្យសម្ងាត់របស់អ្នកឡើយ។ សូមបើកកម្មវិធីផ្ទៀងផ្ទាត់នៅក្នុងគណនីរបស់ខ្ញុំ ហើយប្រើពាក្យសម្ងាត់ដែលអ្នកមិនប្រើនៅកន្លែងផ្សេង។',
      zh: '我们绝不会索要您的密码。请在“我的账户”中开启身份验证器，并使用一个未在其他地方使用过的密码。',
    },
  },
];

const broadcast: SeedText = {
  slug: 'missions-live',
  category: 'promotion',
  format: 'html',
  hoursAgo: 3,
  title: { en: 'Daily missions are live', km: 'បេសកកម្មប្រចាំថ្ងៃបានចាប់ផ្តើមហើយ', zh: '每日任务已上线' },
  body: {
    en: '<p><strong>Play, deposit, earn.</strong> New missions every day and every week, with bonuses and a leaderboard.</p><p><a href="/member/missionLeaderboard">See my missions</a></p>',
    km: '<p><strong>លេង ដាក់ប្រាក់ ទទួលរង្វាន់។</strong> បេសកកម្មថ្មីរៀងរាល់ថ្ងៃ និងរៀងរាល់សប្តាហ៍ ជាមួយប្រាក់រង្វាន់ និងតារាងចំណាត់ថ្នាក់។</p><p><a href="/member/missionLeaderboard">មើលបេសកកម្មរបស់ខ្ញុំ</a></p>',
    zh: '<p><strong>游戏、存款、赚取奖励。</strong>每天和每周都有新任务，附带奖金和排行榜。</p><p><a href="/member/missionLeaderboard">查看我的任务</a></p>',
  },
};

/** The demo members that get personal messages (agents have the agent centre's own messages). */
const demoMembers = demoAccounts.filter((d) => d.type === 0).map((d) => d.account);

export async function seedDemoMessages(db: Kysely<Database>, now: Date, merchantCodes: Iterable<string>): Promise<void> {
  const codes = [...merchantCodes];
  if (codes.length === 0) return;
  const members = await db
    .selectFrom('member')
    .select(['merchant_id', 'member_id', 'account_key'])
    .where('merchant_id', 'in', codes)
    .where('account_key', 'in', demoMembers.map(accountKeyOf))
    .execute();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  // One statement for every message (it was one per message: about 120 round trips, a second on PGlite).
  await sendMessages(db, [
    ...codes.map((code) => ({ ...broadcast, merchantId: code, memberId: null, createdAt: at(broadcast.hoursAgo), messageId: seededMessageId(code, '*', broadcast.slug) })),
    ...members.flatMap((m) => personal.map((text) => ({ ...text, merchantId: m.merchant_id, memberId: m.member_id, createdAt: at(text.hoursAgo), messageId: seededMessageId(m.merchant_id, m.member_id, text.slug) }))),
  ]);
}

/** What the seed writes besides the members it finds: part of its hash in server/db/start-seeds.ts. */
export const demoMessageTexts = { personal, broadcast };
