import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig, type PlatformConfig } from '../../../server/config/load-config.js';
import { demoAccounts, seedDemoAccounts } from '../../../server/db/demo-accounts-seed.js';
import { verifyPassword } from '../../../server/crypto/password-hashing.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';
import { manualClock } from './accounts-app.js';

let db: TestDb;
let config: PlatformConfig;
beforeAll(async () => {
  const loaded = await loadPlatformConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'));
  if (!loaded.ok) throw new Error('configuration');
  config = loaded.config;
  db = await openTestDb();
});
afterAll(() => db.close());

const rows = () =>
  db.db.selectFrom('member').select(['merchant_id', 'account', 'type', 'member_id', 'parent_member_id', 'affiliate_code', 'password_hash', 'mobile']).orderBy('account').execute();

describe('demo accounts', () => {
  it('[P3-2][P6-4] seeds a member, a default-password member, an agent of each kind and a downline on every merchant, once', async () => {
    const clock = manualClock();
    expect(await seedDemoAccounts(db.db, clock, config.merchants.values())).toBe(demoAccounts.length * config.merchants.size);
    expect(await seedDemoAccounts(db.db, clock, config.merchants.values())).toBe(0);
    const all = await rows();
    expect(all).toHaveLength(demoAccounts.length * config.merchants.size);
    for (const merchant of config.merchants.keys()) {
      const mine = all.filter((r) => r.merchant_id === merchant);
      expect(Object.fromEntries(mine.map((r) => [r.account, r.type]))).toEqual({ player1: 0, player2: 0, fresh1: 0, agent1: 1, agent2: 2, agent41: 41, agent42: 42, downline1: 0, payee1: 0, extras1: 0, gamer1: 0, live1: 0, fisher1: 0, phone1: 0, minis1: 0, rtl1: 0, thai1: 0, thaiagent1: 1 });
      const agent1 = mine.find((r) => r.account === 'agent1')!;
      expect(agent1.affiliate_code).toBe('AGENT1');
      expect(mine.find((r) => r.account === 'downline1')?.parent_member_id).toBe(agent1.member_id);
    }
    const fresh1 = all.find((r) => r.merchant_id === 'demo' && r.account === 'fresh1')!;
    expect(await verifyPassword(fresh1.password_hash!, config.merchants.get('demo')!.passwordPolicy.wellKnownDefault)).toBe(true);
    expect(all.find((r) => r.merchant_id === 'lotto' && r.account === 'player1')?.mobile).toBe('+8412345678');
  });

  it('restores the documented passwords at the next start', async () => {
    await db.db.updateTable('member').set({ password_hash: 'changed' }).where('merchant_id', '=', 'demo').execute();
    await seedDemoAccounts(db.db, manualClock(), config.merchants.values());
    const player1 = (await rows()).find((r) => r.merchant_id === 'demo' && r.account === 'player1')!;
    expect(await verifyPassword(player1.password_hash!, 'Player123')).toBe(true);
  });
});
