// Security headers. HSTS goes out only over HTTPS (TLS on the socket, or X-Forwarded-Proto from a trusted proxy),
// never over plain HTTP, where a browser ignores it and a development host would be pinned to a port that has no
// TLS. A Permissions-Policy denies the browser features the site never uses. The CSP admits what the site needs: its own scripts, inline styles (styled-components injects
// <style> tags), data: images and fonts, and the merchants' image CDNs. A merchant that enables Telegram sign-in
// (socialSignIn.telegram.enabled) also admits exactly what Telegram's login widget needs: its script from
// telegram.org and its button iframe from oauth.telegram.org; every other merchant keeps the strict policy.
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface HelmetOptions {
  production: boolean;
  /** Origins of configured image CDNs, allowed in img-src. */
  imageOrigins: string[];
}

/** One year, every subdomain (the merchants' own subdomains are served by us too). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Features the site never uses, denied to it and to any frame it embeds; fullscreen stays for the game window. A
 * feature added later (a camera for KYC, say) is allowed here on purpose.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'ambient-light-sensor=()', 'autoplay=(self)', 'bluetooth=()', 'browsing-topics=()', 'camera=()',
  'display-capture=()', 'fullscreen=(self)', 'geolocation=()', 'gyroscope=()', 'hid=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=()', 'publickey-credentials-get=()', 'screen-wake-lock=()', 'serial=()', 'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** What Telegram's login widget loads: telegram-widget.js, which draws its button in an iframe. */
export const TELEGRAM_WIDGET_SOURCES = { scriptSrc: 'https://telegram.org', frameSrc: 'https://oauth.telegram.org' } as const;

/** Adds sources to directives of a serialized policy ("name a b; name2 c"), leaving the rest as they are. */
export function withSources(policy: string, additions: Readonly<Record<string, string>>): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      const extra = name ? additions[name] : undefined;
      return extra ? `${directive.trim()} ${extra}` : directive.trim();
    })
    .join(';');
}

const telegramEnabled = (request: FastifyRequest): boolean =>
  // The merchant is resolved by the platform plugin's hook; a request refused before that keeps the strict policy.
  (request as { merchant?: FastifyRequest['merchant'] }).merchant?.socialSignIn?.telegram?.enabled === true;

export default fp<HelmetOptions>(
  async (app, { production, imageOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Over plain http (development, CODE.localhost) an upgrade would send every asset to an https port that is not there.
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: false,
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return payload;
    });

    // The policy helmet sets is the same on every request: widen it once, not on each answer.
    let widened: { from: string; to: string } | null = null;
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && telegramEnabled(request)) {
        if (widened?.from !== policy) {
          widened = { from: policy, to: withSources(policy, { 'script-src': TELEGRAM_WIDGET_SOURCES.scriptSrc, 'frame-src': TELEGRAM_WIDGET_SOURCES.frameSrc }) };
        }
        reply.header('content-security-policy', widened.to);
      }
      return payload;
    });
  },
  { name: 'helmet' },
);
