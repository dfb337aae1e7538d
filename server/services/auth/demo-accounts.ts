// Demo accounts on every merchant, seeded at each start (not in production): a member, a member holding the
// merchant's well-known default password (to show the forced change), one agent of each kind the spec names, and
// a downline member under agent1. Their documented passwords are restored at each start, so a demo or a browser
// test that changed one finds it as documented after a restart.
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { AccountsTables } from '../../db/accounts-schema.js';
import { AccountType } from '../../domain/auth/account-types.js';
import { normalizedMobile } from '../../domain/auth/mobile-number.js';
import type { Clock } from './clock.js';
import { defaultDialingCode } from './login.js';
import { accountKeyOf, findMemberByAccount, insertMember } from './member-repository.js';
import { hashPassword } from './password-hashing.js';

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
  { account: 'fresh1', password: null, type: AccountType.member, nickname: 'Fresh One', mobileNum: '012345679', email: 'fresh1@example.com' },
  { account: 'agent1', password: 'Agent123', type: AccountType.agent1, nickname: 'Agent One', affiliateCode: 'AGENT1', email: 'agent1@example.com' },
  { account: 'agent2', password: 'Agent123', type: AccountType.agent2, nickname: 'Agent Two', affiliateCode: 'AGENT2' },
  { account: 'agent41', password: 'Agent123', type: AccountType.agent41, nickname: 'Agent 41', affiliateCode: 'AGENT41' },
  { account: 'agent42', password: 'Agent123', type: AccountType.agent42, nickname: 'Agent 42', affiliateCode: 'AGENT42' },
  { account: 'downline1', password: 'Player123', type: AccountType.member, nickname: 'Downline One', parent: 'agent1' },
];

/** Hashes each distinct password once per run: argon2 is slow on purpose, and every merchant shares the passwords. */
function hasher(): (password: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  return (password) => {
    let h = cache.get(password);
    if (!h) cache.set(password, (h = hashPassword(password)));
    return h;
  };
}

export async function seedDemoAccounts(db: Kysely<AccountsTables>, clock: Clock, merchants: Iterable<MerchantConfig>): Promise<number> {
  const hash = hasher();
  const now = clock.now();
  let created = 0;
  for (const merchant of merchants) {
    const merchantId = merchant.code;
    for (const demo of demoAccounts) {
      const passwordHash = await hash(demo.password ?? merchant.passwordPolicy.wellKnownDefault);
      const existing = await findMemberByAccount(db, merchantId, demo.account);
      if (existing) {
        await db
          .updateTable('member')
          .set({ password_hash: passwordHash, password_changed_at: now, password_reset_required: false })
          .where('merchant_id', '=', merchantId)
          .where('account_key', '=', accountKeyOf(demo.account))
          .execute();
        continue;
      }
      const parent = demo.parent ? await findMemberByAccount(db, merchantId, demo.parent) : undefined;
      const member = {
        merchantId,
        account: demo.account,
        type: demo.type,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
        nickname: demo.nickname,
        email: demo.email ?? null,
        affiliateCode: demo.affiliateCode ?? null,
        parentMemberId: parent?.member_id ?? null,
      };
      const mobile = demo.mobileNum ? normalizedMobile(defaultDialingCode(merchant), demo.mobileNum) : null;
      const profile = demo.mobileNum ? { countryDialingCode: defaultDialingCode(merchant), mobileNum: demo.mobileNum } : {};
      // A real member may already hold the demo number; the demo account then goes without one.
      const id = (await insertMember(db, { ...member, mobile, profile })) ?? (await insertMember(db, member));
      if (id !== null) created++;
    }
  }
  return created;
}
