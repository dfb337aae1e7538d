// A server with the accounts, money and agent contracts areas on a fresh test database, a clock the test moves,
// and helpers to make agents with sessions, downline chains and settled game rounds.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadPlatformConfig } from '../../../server/config/load-config.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import agentContractsArea from '../../../server/routes/agent-contracts/index.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestDb } from '../../helpers/test-db.js';

export interface Person {
  memberId: string;
  account: string;
  /** A fresh session each time: the test clock moves by days, past any session's lifetime. */
  headers(): Promise<{ authorization: string; host: string }>;
}

let counter = 0;

export async function contractsTestApp() {
  const testDb = await openTestDb();
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('merchant configuration invalid');
  const { config } = loaded;
  // 08:00 UTC is 15:00 in Phnom Penh (the demo merchant's zone).
  let at = Date.parse('2026-06-01T08:00:00Z');
  const clock = { now: () => new Date(at), advance: (ms: number) => { at += ms; } };
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(platformPlugin, { config, allowPreview: false });
  await app.register(accountsPlugin, { clock });
  await app.register(moneyPlugin, { now: clock.now, sandboxEnabled: false });
  await app.register(agentContractsArea, { now: clock.now, devRoutes: true });
  await app.ready();

  async function person(type: number, parent?: Person, merchant = 'demo'): Promise<Person> {
    const account = `ct${process.pid}x${++counter}`;
    const memberId = await insertMember(testDb.db, {
      merchantId: merchant, account, type, passwordHash: null, passwordChangedAt: null, createdAt: clock.now(), ...(parent ? { parentMemberId: parent.memberId } : {}),
    });
    if (memberId === null) throw new Error('member not created');
    const host = config.merchants.get(merchant)?.domains[0] ?? 'localhost';
    const headers = async () => {
      const token = await createSession(testDb.db, clock, {
        merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      return { authorization: `Bearer ${token}`, host };
    };
    return { memberId, account, headers };
  }

  /** A settled round of a member, settled now by the test clock. */
  async function round(p: Person, bet: number, win: number, merchant = 'demo', currency = 'USD') {
    await sql`insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status, created_at, settled_at)
      values (${merchant}, ${randomUUID()}, ${p.memberId}, 'node', 'LIVERY', 'RNG', ${currency}, ${bet}, ${win}, 'settled', ${clock.now()}, ${clock.now()})`.execute(testDb.db);
  }

  return {
    app, testDb, clock, person, round,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
