// GET /wps/system/status (spec P7.1-16, P4.1-1): the whole-site status for this visitor, polled by the site.
import { maintenanceInfo } from '../../domain/merchant-public.js';
import { systemStatus } from '../../domain/system-status.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { responses } from '../../schemas/envelope.js';
import { SystemStatusValueSchema } from '../../../src/engine/api/system.js';

const statusRoutes: TypedRoutes = async (app) => {
  app.get('/status', {
    schema: {
      tags: ['system'],
      summary: 'System status: 0 normal, 1 maintenance (wins over region), 2 region-blocked, with the visitor IP',
      response: responses(SystemStatusValueSchema),
    },
  }, async (request) => {
    const { merchant, visitor } = request;
    const info = maintenanceInfo(merchant);
    return {
      success: true,
      value: { status: systemStatus(merchant, visitor), maintenanceEndsAt: info.endsAt, maintenanceInfo: info.info, ip: visitor.ip, country: visitor.country },
    };
  });
};

export default statusRoutes;
