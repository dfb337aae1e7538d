// OpenAPI generated from the route schemas (docs/openapi.json via npm run docs:openapi, live at /openapi.json).
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Livery platform API',
          version: '0.1.0',
          description: 'Every answer is the envelope { success, code?, message?, value? }; code is a stable message key. The merchant is resolved from the Host header.',
        },
        tags: [
          { name: 'system', description: 'Configuration, status and help of the merchant resolved from Host' },
          { name: 'relay', description: 'Content relayed in the spec\'s MCSFE/GCS families' },
          { name: 'operations', description: 'Health' },
        ],
      },
      // Shared schemas keep their $id as the component name instead of def-N.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
  },
  { name: 'swagger' },
);
