// One error handler for the whole server: every failure answers the envelope with a stable code. Validation errors
// are 400 with the field's key (validation-refusal.ts), the field and fastify's message; other client errors keep
// their status (and the field they name); anything else is a 500 server_error without details (the log has them,
// under the request id).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendValidationRefusal } from './validation-refusal.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'not_logged_in',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

// Our own errors carry a message key as code; fastify's are FST_ERR_* and are replaced by the status' key.
const MESSAGE_KEY = /^[a-z][a-z0-9_]*$/;

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    request.log.info({ validation: error.validation, context: error.validationContext }, 'request rejected by its schema');
    return sendValidationRefusal(reply, error);
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, code: 'server_error' });
  }
  const code = error.code && MESSAGE_KEY.test(error.code) ? error.code : (CODE_BY_STATUS[status] ?? 'bad_request');
  request.log.info({ err: error }, 'request refused');
  const field = 'field' in error && typeof error.field === 'string' ? error.field : undefined;
  return reply.code(status).send({ success: false, code, message: error.message, ...(field === undefined ? {} : { value: { field } }) });
}
