// Envelope answers shared by the money routes: a ledger error key becomes its HTTP status, a schema failure 400.
import type { FastifyReply, FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ledgerErrorStatus, type LedgerError } from '../../domain/ledger/errors.js';

export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Boolean(), code: Type.Optional(Type.String()), message: Type.Optional(Type.String()), value: Type.Optional(value) });

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  code: Type.String({ description: 'Stable message key, e.g. insufficient_balance' }),
  message: Type.Optional(Type.String()),
  value: Type.Optional(Type.Unknown()),
});

export function refuse(reply: FastifyReply, status: number, code: string, message?: string) {
  return reply.code(status).send({ success: false, code, ...(message === undefined ? {} : { message }) });
}

export function ledgerRefusal(reply: FastifyReply, error: LedgerError) {
  return refuse(reply, ledgerErrorStatus[error.code], error.code);
}

const fieldCodes: Record<string, string> = { amount: 'invalid_amount', idempotencyKey: 'invalid_idempotency_key' };

/**
 * A schema failure as an envelope: `400 invalid_amount` or `400 invalid_idempotency_key` for those two fields (the
 * same keys the ledger uses), `400 bad_request` with the field otherwise; `message` keeps Ajv's English.
 */
export function badInput(reply: FastifyReply, error: Error & { validation?: FastifySchemaValidationError[] }) {
  const first = error.validation?.[0];
  const missing = first?.params && typeof first.params === 'object' && 'missingProperty' in first.params ? String(first.params.missingProperty) : '';
  const field = first?.instancePath?.split('/').filter(Boolean)[0] ?? missing;
  return reply.code(400).send({ success: false, code: fieldCodes[field] ?? 'bad_request', message: error.message, ...(field ? { value: { field } } : {}) });
}
