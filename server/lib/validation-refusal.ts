// The one reading of a schema failure, for the error handler and for every route that answers its own (the
// bad-input plugin): which field it is about, the message key a client translates, and the 400 envelope. Two namings:
// `ledger` (the error handler's and the money routes') keeps the ledger's own keys for amount, idempotency key and
// round id and answers bad_request naming the field otherwise; `field` (the lobby and the member extras) answers
// invalid_<field> for any field (invalid_page_no), so a client can name the parameter in its own words. (Unsafe text
// never gets here on a route that answers its own failures: the input guard refuses it first.)
import type { FastifyReply, FastifySchemaValidationError } from 'fastify';

export type ValidationNaming = 'ledger' | 'field';

const ledgerCodes: Readonly<Record<string, string>> = { amount: 'invalid_amount', idempotencyKey: 'invalid_idempotency_key', roundId: 'invalid_round_id' };

export interface ValidationRefusal {
  code: string;
  field?: string;
}

/** The field a schema failure is about: the first segment of its pointer, or the missing property it names. */
export function failedField(first: FastifySchemaValidationError | undefined): string | undefined {
  if (!first) return undefined;
  const fromPointer = first.instancePath.split('/').filter(Boolean)[0];
  if (fromPointer) return fromPointer.replace(/~1/g, '/').replace(/~0/g, '~');
  const missing = first.params && typeof first.params === 'object' && 'missingProperty' in first.params ? String(first.params.missingProperty) : '';
  return missing || undefined;
}

const snake = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function validationRefusal(validation: readonly FastifySchemaValidationError[] | undefined, naming: ValidationNaming = 'ledger'): ValidationRefusal {
  const field = failedField(validation?.[0]);
  if (field === undefined) return { code: 'bad_request' };
  return { code: naming === 'field' ? `invalid_${snake(field)}` : (ledgerCodes[field] ?? 'bad_request'), field };
}

/** A schema failure as the 400 envelope; `message` keeps Ajv's English for developers. */
export function sendValidationRefusal(reply: FastifyReply, error: Error & { validation?: FastifySchemaValidationError[] }, naming: ValidationNaming = 'ledger') {
  const { code, field } = validationRefusal(error.validation, naming);
  return reply.code(400).send({ success: false, code, message: error.message, ...(field === undefined ? {} : { value: { field } }) });
}
