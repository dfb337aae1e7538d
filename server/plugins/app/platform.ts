// The platform configuration as app.platform, and request.merchant: the merchant of the request's Host (or the
// default merchant). Outside production, ?merchant=CODE picks one for previews and tests. app.platform is read on
// every request, so a live reload (server/config/watch-config.ts) may replace it.
import fp from 'fastify-plugin';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { resolveMerchant, type PlatformConfig } from '../../config/load-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformConfig;
  }
  interface FastifyRequest {
    merchant: MerchantConfig;
  }
}

export interface PlatformPluginOptions {
  config: PlatformConfig;
  /** Honour ?merchant=CODE (never in production, where Host alone decides). */
  allowPreview: boolean;
}

function previewCode(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('merchant=', query)) return null;
  return new URLSearchParams(url.slice(query + 1)).get('merchant');
}

export default fp<PlatformPluginOptions>(
  async (app, { config, allowPreview }) => {
    app.decorate('platform', config);
    app.decorateRequest('merchant');
    app.addHook('onRequest', async (request) => {
      const current = app.platform;
      const preview = allowPreview ? previewCode(request.url) : null;
      request.merchant = (preview !== null ? current.merchants.get(preview) : undefined) ?? resolveMerchant(current, request.host);
    });
  },
  { name: 'platform' },
);
