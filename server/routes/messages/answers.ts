// Envelope answers of the member centre's messages, feedback and missions routes: a refusal with a stable key, and
// a schema failure as 400 invalid_<field> (invalid_page_size, invalid_question_type...) so the client can name it.
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
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

const snake = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function badInput(reply: FastifyReply, error: Error & { validation?: FastifySchemaValidationError[] }) {
  const first = error.validation?.[0];
  const missing = first?.params && typeof first.params === 'object' && 'missingProperty' in first.params ? String(first.params.missingProperty) : '';
  const field = first?.instancePath?.split('/').filter(Boolean)[0] ?? missing;
  return reply.code(400).send({ success: false, code: field ? `invalid_${snake(field)}` : 'bad_request', message: error.message, ...(field ? { value: { field } } : {}) });
}

export function memberOf(request: FastifyRequest): MemberRef {
  const session = sessionOf(request);
  return { merchantId: session.merchantId, memberId: session.memberId };
}

export const PageNo = PageNoInput;
