// Fastify's response serializers (fast-json-stringify), each built at its route's first answer instead of at start:
// building them for several hundred routes' response schemas costs about as much start time as their validators.
import { SerializerSelector, type SerializerFactory as PoolFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/** schemaController.compilersFactory.buildSerializer: fastify's default, each serializer built on first use. */
export function lazySerializerFactory(): SerializerFactory {
  const pool = SerializerSelector();
  const factory: PoolFactory = (externalSchemas, options) => {
    const compile = pool(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | null = null;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
  return factory as SerializerFactory;
}
