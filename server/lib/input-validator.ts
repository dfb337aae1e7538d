// Fastify's own Ajv validators, each followed by the input guard (input-guard.ts) on the part it just validated, so a
// non-finite or non-decimal number and unsafe text fail as schema errors: a route that attaches its validation
// errors answers its own field key (invalid_amount, invalid_page_no), every other route the error handler's 400.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { coercionProblem, findInputProblem, flatCoercionProblem, flatStrings, guardedParts, inputProblemMessages, stringsByPointer } from './input-guard.js';

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/** What the pool's compilers really are: the package's types describe the compile input as a bare schema. */
interface Validate {
  (data: unknown): unknown;
  errors?: FastifySchemaValidationError[] | null;
}
type Compile = (route: { schema: unknown; method: string; url: string; httpPart?: string }) => Validate;
type Pool = (externalSchemas: unknown, options: unknown) => Compile;

function guarded(validate: Validate): Validate {
  const check: Validate = (data) => {
    const flat = flatStrings(data);
    const before = flat === null && data !== null && typeof data === 'object' ? stringsByPointer(data) : new Map<string, string>();
    const ok = validate(data);
    if (ok !== true) {
      check.errors = validate.errors ?? null;
      return ok;
    }
    const problem = findInputProblem(data) ?? (flat ? flatCoercionProblem(flat, data) : coercionProblem(before, data));
    check.errors = problem
      ? [{ instancePath: problem.pointer, schemaPath: '#', keyword: problem.reason, params: {}, message: inputProblemMessages[problem.reason] }]
      : null;
    if (problem === null && data !== null && typeof data === 'object') guardedParts.add(data);
    return problem === null;
  };
  return check;
}

/**
 * A route's validator compiled at its first request instead of at start: Ajv compiles every schema of several hundred
 * routes otherwise before the server listens (seconds on a busy machine), most of which a process never serves.
 */
function compiledOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | null = null;
  const lazy: Validate = (data) => {
    validate ??= compile();
    const result = validate(data);
    lazy.errors = validate.errors ?? null;
    return result;
  };
  return lazy;
}

/**
 * schemaController.compilersFactory.buildValidator: fastify's default Ajv compiler pool, guarded, compiled on first use.
 * The pool's Ajv itself is made at the first compile too: adding the shared schemas compiles JSON Schema's meta-schema
 * to check them, 0.3 s of CPU before the server listened on the loaded machine (docs/decisions.md, 4b).
 */
export function guardedValidatorFactory(): ValidatorFactory {
  const ajvPool = AjvCompiler() as Pool;
  const factory: Pool = (externalSchemas, options) => {
    let compile: Compile | null = null;
    return (route) => guarded(compiledOnFirstUse(() => (compile ??= ajvPool(externalSchemas, options))(route)));
  };
  return factory as ValidatorFactory;
}
