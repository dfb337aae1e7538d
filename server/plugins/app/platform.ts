// The platform configuration as app.platform, and request.merchant: the merchant of the request's Host (or the
// default merchant, unless unknown hosts are refused). Outside production, ?merchant=CODE picks one for previews and tests. app.platform is read on
// every request, so a live reload (server/config/watch-config.ts) may replace it.
import fp from 'fastify-plugin';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { ConfigRefusal } from '../../../src/engine/preview-view.js';
import { merchantOfHost, resolveMerchant, type PlatformConfig } from '../../config/load-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformConfig;
    /** Set by live reload when it refuses a change (the preview console shows it), cleared when one applies. */
    configRefusal: ConfigRefusal;
  }
  interface FastifyRequest {
    merchant: MerchantConfig;
    /** The Host is no merchant's and unknown hosts are refused: the API answers invalid_domain, pages say so. */
    hostRefused: boolean;
  }
}

export interface PlatformPluginOptions {
  config: PlatformConfig;
  /** Honour ?merchant=CODE (never in production, where Host alone decides). */
  allowPreview: boolean;
  /**
   * A Host no merchant claims: 'default' serves the default merchant (development, one machine, many names);
   * 'refuse' answers the API with 404 invalid_domain, "Invalid URL, please contact customer service" (spec P8-14),
   * so a mistyped, expired or copied domain never shows another merchant's site.
   */
  unknownHosts?: 'default' | 'refuse';
}

const INVALID_DOMAIN = { success: false, code: 'invalid_domain', message: 'Invalid URL, please contact customer service' } as const;

function previewCode(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('merchant=', query)) return null;
  return new URLSearchParams(url.slice(query + 1)).get('merchant');
}

export default fp<PlatformPluginOptions>(
  async (app, { config, allowPreview, unknownHosts = 'default' }) => {
    app.decorate('platform', config);
    app.decorate('configRefusal', null as ConfigRefusal);
    app.decorateRequest('merchant');
    app.decorateRequest('hostRefused', false);
    app.addHook('onRequest', async (request, reply) => {
      const current = app.platform;
      const preview = allowPreview ? previewCode(request.url) : null;
      const previewed = preview !== null ? current.merchants.get(preview) : undefined;
      request.merchant = previewed ?? resolveMerchant(current, request.host);
      request.hostRefused = unknownHosts === 'refuse' && !previewed && !merchantOfHost(current, request.host);
      // Only the API refuses: the page itself loads and tells the player, in the player's language (P8-14).
      if (request.hostRefused && request.url.startsWith('/wps/')) return reply.code(404).send(INVALID_DOMAIN);
    });
  },
  { name: 'platform' },
);
