// The money decorators: app.ledger (balances and audits; postings go through app.money) and app.money, the money
// service every route and provider moves money with. The money routes' plugin calls this before its routes.
import type { FastifyInstance } from 'fastify';
import { createMoney, type LedgerRepository, type MoneyService } from '../../services/money/money-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerRepository;
    money: MoneyService;
  }
}

export function decorateMoney(app: FastifyInstance, now: () => Date): { ledger: LedgerRepository; money: MoneyService } {
  const { ledger, money } = createMoney(app.db, now);
  app.decorate('ledger', ledger);
  app.decorate('money', money);
  return { ledger, money };
}
