// Envelope answers shared by the money routes: a ledger error key becomes its HTTP status (schema failures:
// answersBadInput('ledger'), plugins/app/bad-input.ts).
import type { FastifyReply } from 'fastify';
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

