// One reading of a schema failure for the error handler and the input guard: which field it is about and the message
// key a client translates. Amount and idempotency-key failures keep the ledger's own keys; the rest are bad_request
// naming the field, so a form can mark it.
import type { FastifySchemaValidationError } from 'fastify';

const fieldCodes: Readonly<Record<string, string>> = { amount: 'invalid_amount', idempotencyKey: 'invalid_idempotency_key', roundId: 'invalid_round_id' };

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

export function validationRefusal(validation: readonly FastifySchemaValidationError[] | undefined): ValidationRefusal {
  const field = failedField(validation?.[0]);
  if (field === undefined) return { code: 'bad_request' };
  return { code: fieldCodes[field] ?? 'bad_request', field };
}
