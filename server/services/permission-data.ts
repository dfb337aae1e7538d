// The permission data of a request (spec P3-21, P7.1-20, decision 2): the merchant's public configuration and theme,
// the visitor's status and location, and the keys the site encrypts with. One builder for the API call
// (GET /wps/system/permission) and for the page shell the server renders with it inline.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionData } from '../../src/engine/permission-data.js';
import { permissionData } from '../domain/merchant-public.js';
import { isRegionBlocked, systemStatus } from '../domain/system-status.js';
import { socialProviderUsable } from '../providers/social/social-config.js';

export function permissionDataOf(app: FastifyInstance, request: FastifyRequest): PermissionData {
  const merchant = request.merchant;
  const visitor = request.visitor;
  const cipher = app.customerServiceCipher(merchant.code);
  // The loader refuses a merchant whose theme does not exist, so the lookup cannot miss.
  const theme = request.previewTheme ?? app.platform.themes.get(merchant.theme)!;
  return permissionData({
    merchant,
    theme,
    visitor,
    status: systemStatus(merchant, visitor),
    regionBlocked: isRegionBlocked(merchant.regionRestriction, visitor),
    encryptPath: cipher.encrypt,
    customerServiceKey: cipher.keyBase64,
    encryptionPublicKey: app.serverKey.publicKeySpki,
    images: app.platform.images,
    // The accounts area holds the environment and the development identity provider; an app without it (some
    // tests) shows every enabled provider.
    ...(app.hasDecorator('accounts') ? { socialUsable: (provider) => socialProviderUsable(merchant, provider, app.accounts.env, app.accounts.devOidc) } : {}),
  });
}
