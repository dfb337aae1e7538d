// Routes that answer their own schema failures: `...answersBadInput('ledger' | 'field')` in a route's options sets
// attachValidation (so the route's preHandlers, such as app.authenticate, still run first and a caller without a
// session gets 401, not 400) and this hook wraps the route's handler to answer a failure with the one formatter
// (server/lib/validation-refusal.ts) before the handler runs. Routes of outside protocols (game vendors) read
// request.validationError themselves and set neither.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { sendValidationRefusal, type ValidationNaming } from '../../lib/validation-refusal.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's schema failures are answered by the bad-input plugin, in this naming. */
    badInput?: ValidationNaming;
  }
}

/** Route options of a route whose schema failures the bad-input plugin answers. */
export const answersBadInput = (naming: ValidationNaming) => ({ attachValidation: true, config: { badInput: naming } }) as const;

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const naming = route.config?.badInput;
      if (!naming) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function answerBadInput(this: unknown, request: FastifyRequest, reply: FastifyReply) {
        if (request.validationError) return sendValidationRefusal(reply, request.validationError, naming);
        return handler.call(this as never, request, reply);
      } as RouteHandlerMethod;
    });
  },
  { name: 'bad-input' },
);
