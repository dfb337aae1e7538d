// The demo merchants' activities and mall rewards, written at every start (INSERT ... ON CONFLICT DO NOTHING, so
// an operator's later edits stay). Amounts are minor units of the merchant's currency: the USD amounts below, times
// 250 for a currency without minor units (VND).
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { Texts } from './promotions-schema.js';
import type { Database } from './schema.js';
import { hashOf, unlessStamped } from './seed-stamps.js';

export const demoMerchantCodes = ['demo', 'basic', 'lotto'] as const;

const t = (en: string, km: string, zh: string): Texts => ({ en, km, zh });

export function demoActivities(merchant: Pick<MerchantConfig, 'code' | 'currency'>) {
  const scale = merchant.currency.minorUnits === 0 ? 250 : 10 ** (merchant.currency.minorUnits - 2);
  const money = (usdCents: number) => Math.round(usdCents * scale);
  return [
    {
      activity_id: 'first-deposit', kind: 'apply' as const, sort_order: 1, turnover_multiple: 15, reward_amount: money(1000), prizes: [],
      title: t('First deposit bonus', 'ប្រាក់រង្វាន់ដាក់ប្រាក់លើកដំបូង', '首存彩金'),
      description: t(
        'Apply after your first deposit with its reference and a screenshot; once approved, the bonus waits in the reward centre. 15x turnover.',
        'ដាក់ពាក្យបន្ទាប់ពីការដាក់ប្រាក់លើកដំបូង ជាមួយលេខយោង និងរូបថតអេក្រង់។ ពេលអនុម័ត ប្រាក់រង្វាន់នៅក្នុងមជ្ឈមណ្ឌលរង្វាន់។ ភាគហ៊ុនភ្នាល់ 15 ដង។',
        '首次存款后提交申请，附上存款单号和截图；审核通过后彩金发放到奖励中心。15倍流水。'),
      starts_at: new Date('2026-01-01T00:00:00Z'), ends_at: new Date('2030-01-01T00:00:00Z'),
    },
    {
      activity_id: 'daily-raffle', kind: 'raffle' as const, sort_order: 2, turnover_multiple: 1, reward_amount: 0,
      prizes: [{ amount: money(100), weight: 60 }, { amount: money(500), weight: 30 }, { amount: money(2000), weight: 9 }, { amount: money(10000), weight: 1 }],
      title: t('Daily lucky draw', 'ការចាប់រង្វាន់សំណាងប្រចាំថ្ងៃ', '每日幸运抽奖'),
      description: t(
        'One free draw a day: every ticket wins a cash prize, paid to your main wallet. 1x turnover.',
        'ការចាប់ឥតគិតថ្លៃមួយដងក្នុងមួយថ្ងៃ៖ សំបុត្រនីមួយៗឈ្នះប្រាក់ ដែលបង់ចូលកាបូបមេរបស់អ្នក។ ភាគហ៊ុនភ្នាល់ 1 ដង។',
        '每天免费抽奖一次：每张奖券都中现金奖，直接存入主钱包。1倍流水。'),
      starts_at: new Date('2026-01-01T00:00:00Z'), ends_at: new Date('2030-01-01T00:00:00Z'),
    },
    {
      activity_id: 'weekly-cashback', kind: 'join' as const, sort_order: 3, turnover_multiple: 1, reward_amount: 0, prizes: [], cashback_percent: 5,
      title: t('Weekly cashback 5%', 'ប្រាក់ត្រឡប់វិញប្រចាំសប្តាហ៍ 5%', '每周返现5%'),
      description: t(
        'Join once: every Monday 5% of last week\'s net loss comes back to the reward centre.',
        'ចូលរួមម្តង៖ រៀងរាល់ថ្ងៃច័ន្ទ 5% នៃការខាតសុទ្ធសប្តាហ៍មុន ត្រឡប់មកមជ្ឈមណ្ឌលរង្វាន់។',
        '报名一次：每周一返还上周净亏损的5%到奖励中心。'),
      starts_at: new Date('2026-01-01T00:00:00Z'), ends_at: new Date('2030-01-01T00:00:00Z'),
    },
    {
      activity_id: 'new-year-2030', kind: 'join' as const, sort_order: 4, turnover_multiple: 1, reward_amount: money(888), prizes: [],
      title: t('New year red packet', 'កញ្ចប់ក្រហមឆ្នាំថ្មី', '新年红包'),
      description: t('A red packet for every member who joins in the first week of 2030.', 'កញ្ចប់ក្រហមសម្រាប់សមាជិកគ្រប់រូបដែលចូលរួមក្នុងសប្តាហ៍ដំបូងនៃឆ្នាំ 2030។', '2030年第一周报名的会员均可获得红包。'),
      starts_at: new Date('2030-01-01T00:00:00Z'), ends_at: new Date('2030-01-08T00:00:00Z'),
    },
  ];
}

export function demoMallRewards() {
  return [
    { reward_id: 'bonus-voucher', sort_order: 1, points_price: 500, stock: 1000, physical: false, title: t('Bonus voucher', 'ប័ណ្ណប្រាក់រង្វាន់', '彩金券') },
    { reward_id: 'tshirt', sort_order: 2, points_price: 2000, stock: 50, physical: true, title: t('Team T-shirt', 'អាវយឺតក្រុម', '球队T恤') },
    { reward_id: 'headphones', sort_order: 3, points_price: 20000, stock: 5, physical: true, title: t('Wireless headphones', 'កាសឥតខ្សែ', '无线耳机') },
    { reward_id: 'mug', sort_order: 4, points_price: 1000, stock: 0, physical: true, title: t('Lucky mug', 'កែវសំណាង', '幸运马克杯') },
  ];
}

export async function seedPromotions(db: Kysely<Database>, merchants: Iterable<Pick<MerchantConfig, 'code' | 'currency'>>): Promise<void> {
  const rows = [...merchants]
    .filter((m) => (demoMerchantCodes as readonly string[]).includes(m.code))
    .map((m) => ({
      activities: demoActivities(m).map((a) => ({
        ...a, merchant_id: m.code, title: JSON.stringify(a.title), description: JSON.stringify(a.description), prizes: JSON.stringify(a.prizes),
      })),
      rewards: demoMallRewards().map((r) => ({ ...r, merchant_id: m.code, title: JSON.stringify(r.title) })),
    }));
  // Written once per set of rows (seed-stamps.ts): a restart with the same demo merchants reads one stamp.
  await unlessStamped(db, 'promotions', hashOf(rows), async () => {
    for (const { activities, rewards } of rows) {
      await db.insertInto('promo_activity').values(activities).onConflict((oc) => oc.doNothing()).execute();
      await db.insertInto('point_reward').values(rewards).onConflict((oc) => oc.doNothing()).execute();
    }
  });
}
