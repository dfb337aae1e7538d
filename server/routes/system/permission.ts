// GET /wps/system/permission (spec P3-21, P7.1-20, decision 2): everything the site needs before it renders. The
// page shell carries the same data inline (server/lib/page-shell.ts), so a first visit needs no round trip for it.
import { PermissionDataSchema } from '../../../src/engine/permission-data.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { responses } from '../../schemas/envelope.js';
import { permissionDataOf } from '../../services/permission-data.js';

const permissionRoutes: TypedRoutes = async (app) => {
  app.get('/permission', {
    schema: {
      tags: ['system'],
      summary: 'Permission data: public merchant configuration, theme, status and location of the visitor, encryption key',
      response: responses(PermissionDataSchema),
    },
  }, async (request) => ({ success: true, value: permissionDataOf(app, request) }));
};

export default permissionRoutes;
