// The configuration answers of /wps/system that depend only on the merchant: the whitelabel tree (P7.1-4), the
// registration settings (P7.1-11) and the alternative domains (P7.2-17).
import { Type } from '@sinclair/typebox';
import { WhitelabelNodeSchema } from '../../../src/engine/permission-data.js';
import { registerSetting } from '../../domain/merchant-public.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { responses } from '../../schemas/envelope.js';
import { DomainRouteListSchema, RegisterSettingSchema } from '../../../src/engine/api/system.js';

const merchantSettingsRoutes: TypedRoutes = async (app) => {
  app.get('/whitelabel', {
    schema: { tags: ['system'], summary: 'The whitelabel feature tree (modId, enabled, childrenNodes)', response: responses(Type.Array(WhitelabelNodeSchema)) },
  }, async (request) => ({ success: true, value: request.merchant.whitelabel }));

  app.get('/setting/register', {
    schema: { tags: ['system'], summary: 'Registration field rules and public registration settings', response: responses(RegisterSettingSchema) },
  }, async (request) => ({ success: true, value: registerSetting(request.merchant) }));

  app.get('/domainRoute', {
    schema: { tags: ['system'], summary: 'Alternative entry domains', response: responses(DomainRouteListSchema) },
  }, async (request) => ({ success: true, value: request.merchant.domainRoutes ?? [] }));
};

export default merchantSettingsRoutes;
