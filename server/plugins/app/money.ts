// The money decorators: app.ledger (balances and audits; postings go through app.money) and app.money, the money
// service every route and provider moves money with. The money routes' plugin calls this before its routes.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createLedgerRepository, type LedgerRepository } from '../../db/ledger-repository.js';
import type { LedgerTables } from '../../db/ledger-schema.js';
import { createMoneyService, type MoneyService } from '../../services/money/money-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerRepository;
    money: MoneyService;
  }
}

export function decorateMoney(app: FastifyInstance, now: () => Date): { ledger: LedgerRepository; money: MoneyService } {
  // Database includes the ledger tables; Kysely's table maps are invariant, so the ledger gets its narrower view.
  const db = app.db as unknown as Kysely<LedgerTables>;
  const ledger = createLedgerRepository(db, { now });
  const money = createMoneyService({ db, ledger });
  app.decorate('ledger', ledger);
  app.decorate('money', money);
  return { ledger, money };
}
