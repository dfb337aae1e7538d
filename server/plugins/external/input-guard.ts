// The input guard (server/lib/input-guard.ts) for every route: the validators refuse hostile numbers and text in the
// parts a route has a schema for; this hook refuses them in the parts it has none for, before any handler or SQL
// sees them, and turns unsafe text found by a validator into 400 bad_request even on a route that reads its own
// validation errors (a NUL byte is hostile input, not a wrong invitation code).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findInputProblem, guardedParts, inputProblemMessages, type InputProblem, type InputProblemReason } from '../../lib/input-guard.js';

const hostileText: ReadonlySet<string> = new Set<InputProblemReason>(['control_character', 'lone_surrogate', 'too_deep']);

export class HostileInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'bad_request';
  constructor(readonly part: string, readonly field: string | undefined, message: string) {
    super(message);
  }
}

const fieldOf = (problem: InputProblem) => problem.pointer.split('/').filter(Boolean)[0];

function partProblem(value: unknown): InputProblem | null {
  // A part its route's validator checked (input-validator.ts) was walked there already.
  if (value === undefined || (value !== null && typeof value === 'object' && guardedParts.has(value))) return null;
  return findInputProblem(value);
}

function firstProblem(request: FastifyRequest): { part: string; problem: InputProblem } | null {
  let problem = partProblem(request.body);
  if (problem) return { part: 'body', problem };
  problem = partProblem(request.query);
  if (problem) return { part: 'querystring', problem };
  problem = partProblem(request.params);
  return problem ? { part: 'params', problem } : null;
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const attached = request.validationError as (Error & { validation?: { keyword: string; instancePath: string }[]; validationContext?: string }) | undefined;
      if (attached) {
        const first = attached.validation?.[0];
        if (first && hostileText.has(first.keyword)) {
          const field = first.instancePath.split('/').filter(Boolean)[0];
          throw new HostileInputError(attached.validationContext ?? 'body', field, attached.message);
        }
        return; // the route answers its own validation errors
      }
      const found = firstProblem(request);
      if (found) {
        const field = fieldOf(found.problem);
        throw new HostileInputError(found.part, field, `${found.part}${found.problem.pointer} ${inputProblemMessages[found.problem.reason]}`);
      }
    });
  },
  { name: 'input-guard' },
);
