// GET /wps/system/permission (spec P3-21, P7.1-20, decision 2): everything the site needs before it renders.
import { PermissionDataSchema } from '../../../src/engine/permission-data.js';
import { permissionData } from '../../domain/merchant-public.js';
import { socialProviderUsable } from '../../providers/social/social-config.js';
import { isRegionBlocked, systemStatus } from '../../domain/system-status.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { responses } from '../../schemas/envelope.js';

const permissionRoutes: TypedRoutes = async (app) => {
  app.get('/permission', {
    schema: {
      tags: ['system'],
      summary: 'Permission data: public merchant configuration, theme, status and location of the visitor, encryption key',
      response: responses(PermissionDataSchema),
    },
  }, async (request) => {
    const merchant = request.merchant;
    const visitor = request.visitor;
    const cipher = app.customerServiceCipher(merchant.code);
    // The loader refuses a merchant whose theme does not exist, so the lookup cannot miss.
    const theme = app.platform.themes.get(merchant.theme)!;
    const value = permissionData({
      merchant,
      theme,
      visitor,
      status: systemStatus(merchant, visitor),
      regionBlocked: isRegionBlocked(merchant.regionRestriction, visitor),
      encryptPath: cipher.encrypt,
      customerServiceKey: cipher.keyBase64,
      encryptionPublicKey: app.serverKey.publicKeySpki,
      // The accounts area holds the environment and the development identity provider; an app without it (some
      // tests) shows every enabled provider.
      ...(app.hasDecorator('accounts') ? { socialUsable: (provider) => socialProviderUsable(merchant, provider, app.accounts.env, app.accounts.devOidc) } : {}),
    });
    return { success: true, value };
  });
};

export default permissionRoutes;
