// Envelope answers shared by the money routes: a ledger error key becomes its HTTP status, a schema failure 400.
import type { FastifyReply, FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ledgerErrorStatus, type LedgerError } from '../../domain/ledger/errors.js';
import { validationRefusal } from '../../lib/validation-refusal.js';

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

/**
 * A schema failure as an envelope: `400 invalid_amount` or `400 invalid_idempotency_key` for those two fields (the
 * same keys the ledger uses), `400 bad_request` with the field otherwise (server/lib/validation-refusal.ts, the
 * error handler's own reading); `message` keeps Ajv's English.
 */
export function badInput(reply: FastifyReply, error: Error & { validation?: FastifySchemaValidationError[] }) {
  const { code, field } = validationRefusal(error.validation);
  return reply.code(400).send({ success: false, code, message: error.message, ...(field === undefined ? {} : { value: { field } }) });
}
