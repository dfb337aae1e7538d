// The request fields every route shares, defined once so each is bounded the same way everywhere: money in integer
// minor units up to the ledger's largest single amount, points likewise, page numbers and page sizes. Hostile
// spellings ("Infinity", "1e3", " 12 ") never reach a handler (server/lib/input-guard.ts).
import { Type } from '@sinclair/typebox';

/** Largest single amount a request may move: 10^15 - 1 minor units (10 trillion USD, 1 quadrillion VND). */
export const maxAmountMinorUnits = 999_999_999_999_999;

/** A positive amount of money in the currency's minor units (cents for USD, dong for VND). */
export const AmountInput = Type.Integer({ minimum: 1, maximum: maxAmountMinorUnits, description: 'Positive amount in minor units' });

/** A positive number of points, bounded like money so every sum stays an exact bigint. */
export const PointsInput = Type.Integer({ minimum: 1, maximum: maxAmountMinorUnits, description: 'Positive number of points' });

/** Idempotency keys are chosen by clients (a UUID is ideal) or derived by the server (`deposit:<id>`). */
export const idempotencyKeyPattern = '^[A-Za-z0-9_.:-]{8,100}$';

/** A page of a list, from 1; a page past the end is empty (spec 4.6). */
export const PageNoInput = Type.Integer({ minimum: 1, maximum: 100_000, description: 'Page number, from 1' });

/** Rows per page, at most `max`. */
export const pageSizeInput = (max: number, description?: string) =>
  Type.Integer({ minimum: 1, maximum: max, ...(description ? { description } : {}) });
