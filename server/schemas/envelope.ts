// The response envelope of every answer (ARCHITECTURE.md "Contracts"): success schemas wrap a value, failures carry
// a stable message key in code.
import { Type, type TSchema } from '@sinclair/typebox';
import { envelope } from '../../src/engine/permission-data.js';

export { envelope };

export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String({ description: 'Stable message key, translated by the client' }),
    message: Type.Optional(Type.String()),
    value: Type.Optional(Type.Unknown({ description: 'Details of the refusal, e.g. { field } for bad input' })),
  },
  { $id: 'ErrorEnvelope' },
);

/** Response schemas of a route: the 200 envelope of `value` and the error envelopes every route may answer. */
export function responses<T extends TSchema>(value: T) {
  const error = Type.Ref(ErrorEnvelopeSchema);
  return { 200: envelope(value), 400: error, 404: error, 429: error, 500: error };
}
