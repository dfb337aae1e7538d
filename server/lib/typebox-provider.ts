// Lets route handlers infer request and reply types from their TypeBox schemas (what @fastify/type-provider-typebox
// does, in the five lines we need rather than another dependency).
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A route plugin whose handlers are typed from their TypeBox schemas. */
export type TypedRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, TypeBoxTypeProvider>;
