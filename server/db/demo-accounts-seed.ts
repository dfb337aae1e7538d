// Demo accounts on every merchant, seeded at each start (not in production): two members (the second one for trying
// password recovery without touching the first), a member holding the
// merchant's well-known default password (to show the forced change), one agent of each kind the spec names, and
// a downline member under agent1. Their documented passwords are restored at each start, so a demo or a browser
// test that changed one finds it as documented after a restart.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { Database } from './schema.js';
import { AccountType } from '../domain/auth/account-types.js';
import { defaultDialingCode, normalizedMobile } from '../domain/auth/mobile-number.js';
import type { Clock } from '../lib/clock.js';
import { accountKeyOf } from './member-repository.js';
import { hashPassword } from '../crypto/password-hashing.js';

export interface DemoAccount {
  account: string;
  /** null: the merchant's well-known default password. */
  password: string | null;
  type: number;
  nickname: string;
  mobileNum?: string;
  email?: string;
  affiliateCode?: string;
  parent?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { account: 'player1', password: 'Player123', type: AccountType.member, nickname: 'Player One', mobileNum: '012345678', email: 'player1@example.com' },
  { account: 'player2', password: 'Player123', type: AccountType.member, nickname: 'Player Two', mobileNum: '012345680', email: 'player2@example.com' },
  { account: 'fresh1', password: null, type: AccountType.member, nickname: 'Fresh One', mobileNum: '012345679', email: 'fresh1@example.com' },
  { account: 'agent1', password: 'Agent123', type: AccountType.agent1, nickname: 'Agent One', affiliateCode: 'AGENT1', email: 'agent1@example.com' },
  { account: 'agent2', password: 'Agent123', type: AccountType.agent2, nickname: 'Agent Two', affiliateCode: 'AGENT2' },
  { account: 'agent41', password: 'Agent123', type: AccountType.agent41, nickname: 'Agent 41', affiliateCode: 'AGENT41' },
  { account: 'agent42', password: 'Agent123', type: AccountType.agent42, nickname: 'Agent 42', affiliateCode: 'AGENT42' },
  { account: 'downline1', password: 'Player123', type: AccountType.member, nickname: 'Downline One', parent: 'agent1' },
  // The withdrawal journey's own member (e2e/money/withdraw.spec.ts): no other journey moves its money.
  { account: 'payee1', password: 'Player123', type: AccountType.member, nickname: 'Payee One' },
  // The member extras journey's own member (e2e/member/member-extras.spec.ts): the recovery journey changes player2's
  // password, and the journeys run side by side.
  { account: 'extras1', password: 'Player123', type: AccountType.member, nickname: 'Extras One', mobileNum: '012345681', email: 'extras1@example.com' },
  // The outside vendors' games journey's own member (e2e/game/aggregator.spec.ts): no other journey moves its money.
  { account: 'gamer1', password: 'Player123', type: AccountType.member, nickname: 'Gamer One' },
  // The live tables journey's own member (e2e/game/live-table.spec.ts).
  { account: 'live1', password: 'Player123', type: AccountType.member, nickname: 'Live One' },
  // The fishing game's journey's own member (e2e/game/fish.spec.ts).
  { account: 'fisher1', password: 'Player123', type: AccountType.member, nickname: 'Fisher One' },
  // The phone journeys' own member (e2e/phone/): the recovery journey changes player2's password meanwhile.
  { account: 'phone1', password: 'Player123', type: AccountType.member, nickname: 'Phone One' },
  // The mini games' journey's own member (e2e/game/minis.spec.ts).
  { account: 'minis1', password: 'Player123', type: AccountType.member, nickname: 'Minis One' },
  // The right-to-left journey's own member (e2e/foundation/rtl.spec.ts): it saves Arabic on the account, which
  // would switch any other journey's member to Arabic at login.
  { account: 'rtl1', password: 'Player123', type: AccountType.member, nickname: 'RTL One' },
  // The Thai journey's own member and agent (e2e/foundation/thai.spec.ts): logging in in Thai saves Thai on them.
  { account: 'thai1', password: 'Player123', type: AccountType.member, nickname: 'Thai One' },
  { account: 'thaiagent1', password: 'Agent123', type: AccountType.agent1, nickname: 'Thai Agent' },
];

const passwordOf = (demo: DemoAccount, merchant: MerchantConfig): string => demo.password ?? merchant.passwordPolicy.wellKnownDefault;

/**
 * argon2id hashes (server/crypto/password-hashing.ts parameters) of the documented demo passwords, made once: argon2
 * is slow on purpose and these passwords are public, so a start hashes only a password not listed here (a merchant's
 * own well-known default). Being the same at every start, they also let a restart skip every row already holding one.
 */
export const demoPasswordHashes: ReadonlyMap<string, string> = new Map([
  ['Player123', '$argon2id$v=19$m=19456,t=2,p=1$NL+Gr1QZGjVdUt+Mc3zovg$G0SkwcMxgknr+mSouRxLE8XUkDmS5aYcDliao5mXLCU'],
  ['Agent123', '$argon2id$v=19$m=19456,t=2,p=1$HmWejk778VI++4fZ4J3GXQ$c0rVQdkU1IQtnSj6oVg74TBZxNScYTifU9Tco+REWE4'],
  ['Aa123456', '$argon2id$v=19$m=19456,t=2,p=1$7c88a/Io1hxkymcvCw6YxA$ljnBuX/dy+RkKO+bbLHUX5iiT7AcHiuz7mK7qF7UwRM'],
]);

/**
 * A handful of statements whatever the number of merchants: the documented passwords come hashed already
 * (demoPasswordHashes), any other is hashed once for every merchant; rows are read, updated and inserted in batches.
 */
export async function seedDemoAccounts(db: Kysely<Database>, clock: Clock, merchants: Iterable<MerchantConfig>): Promise<number> {
  const list = [...merchants];
  if (list.length === 0) return 0;
  const now = clock.now();
  const passwords = [...new Set(list.flatMap((m) => demoAccounts.map((d) => passwordOf(d, m))))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, demoPasswordHashes.get(p) ?? (await hashPassword(p))] as const)));
  const hashOf = (demo: DemoAccount, merchant: MerchantConfig) => hashes.get(passwordOf(demo, merchant))!;
  const keys = demoAccounts.map((d) => accountKeyOf(d.account));
  const existingRows = async () =>
    db
      .selectFrom('member')
      .select(['merchant_id', 'account_key', 'member_id'])
      .where('merchant_id', 'in', list.map((m) => m.code))
      .where('account_key', 'in', keys)
      .execute();
  const existing = new Set((await existingRows()).map((r) => `${r.merchant_id}\n${r.account_key}`));
  const has = (merchant: MerchantConfig, demo: DemoAccount) => existing.has(`${merchant.code}\n${accountKeyOf(demo.account)}`);

  // Restore the documented passwords of the accounts that exist, one statement per merchant and password.
  for (const merchant of list) {
    const byPassword = new Map<string, string[]>();
    for (const demo of demoAccounts.filter((d) => has(merchant, d))) {
      byPassword.set(hashOf(demo, merchant), [...(byPassword.get(hashOf(demo, merchant)) ?? []), accountKeyOf(demo.account)]);
    }
    for (const [passwordHash, accountKeys] of byPassword) {
      await db
        .updateTable('member')
        .set({ password_hash: passwordHash, password_changed_at: now, password_reset_required: false })
        .where('merchant_id', '=', merchant.code)
        .where('account_key', 'in', accountKeys)
        // A row still holding the documented password is left alone: a restart writes nothing.
        .where('password_hash', '<>', passwordHash)
        .execute();
    }
  }

  const row = (merchant: MerchantConfig, demo: DemoAccount, parentMemberId: string | null, withMobile: boolean) => {
    const dialingCode = defaultDialingCode(merchant);
    const mobile = withMobile && demo.mobileNum ? normalizedMobile(dialingCode, demo.mobileNum) : null;
    return {
      merchant_id: merchant.code,
      member_id: randomUUID(),
      account: demo.account,
      account_key: accountKeyOf(demo.account),
      type: demo.type,
      nickname: demo.nickname,
      password_hash: hashOf(demo, merchant),
      password_changed_at: now,
      mobile,
      email: demo.email ?? null,
      profile: JSON.stringify(mobile ? { countryDialingCode: dialingCode, mobileNum: demo.mobileNum } : {}),
      affiliate_code: demo.affiliateCode ?? null,
      parent_member_id: parentMemberId,
      created_at: now,
    };
  };
  const insert = async (rows: ReturnType<typeof row>[]) => {
    if (rows.length === 0) return 0;
    const inserted = await db.insertInto('member').values(rows).onConflict((oc) => oc.doNothing()).returning('member_id').execute();
    return inserted.length;
  };

  // Uplines first, so downlines can name them.
  let created = await insert(list.flatMap((m) => demoAccounts.filter((d) => !d.parent && !has(m, d)).map((d) => row(m, d, null, true))));
  let rows = await existingRows();
  const idOf = (merchantId: string, account: string) => rows.find((r) => r.merchant_id === merchantId && r.account_key === accountKeyOf(account))?.member_id ?? null;
  created += await insert(
    list.flatMap((m) => demoAccounts.filter((d) => d.parent && !has(m, d)).map((d) => row(m, d, idOf(m.code, d.parent!), true))),
  );
  // A real member may already hold a demo number: the demo account then goes without one.
  rows = await existingRows();
  created += await insert(
    list.flatMap((m) => demoAccounts.filter((d) => idOf(m.code, d.account) === null).map((d) => row(m, d, d.parent ? idOf(m.code, d.parent) : null, false))),
  );
  return created;
}
