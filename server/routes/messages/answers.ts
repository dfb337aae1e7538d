// Envelope answers of the member centre's messages, feedback and missions routes: a refusal with a stable key, and
// their schemas' failures are answered as 400 invalid_<field> (answersBadInput('field'), plugins/app/bad-input.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { MemberRef } from '../../db/messages-repository.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { PageNoInput } from '../../../src/engine/api/inputs.js';

export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Boolean(), code: Type.Optional(Type.String()), message: Type.Optional(Type.String()), value: Type.Optional(value) });

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  code: Type.String({ description: 'Stable message key, e.g. content_too_long' }),
  message: Type.Optional(Type.String()),
  value: Type.Optional(Type.Unknown()),
});

/** The usual refusals of a (T) route of a real account. */
export const refusals = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope } as const;

export function refuse(reply: FastifyReply, status: number, code: string, value?: unknown) {
  return reply.code(status).send({ success: false, code, ...(value === undefined ? {} : { value }) });
}

export const PageNo = PageNoInput;

export function memberOf(request: FastifyRequest): MemberRef {
  const session = sessionOf(request);
  return { merchantId: session.merchantId, memberId: session.memberId };
}
