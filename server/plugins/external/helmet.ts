// Security headers. HSTS goes out only over HTTPS (TLS on the socket, or X-Forwarded-Proto from a trusted proxy),
// never over plain HTTP, where a browser ignores it and a development host would be pinned to a port that has no
// TLS. A Permissions-Policy denies the browser features the site never uses. The CSP admits what the site needs: its own scripts, inline styles (styled-components injects
// <style> tags), data: images and fonts, and the merchants' image CDNs. A merchant that enables Telegram sign-in
// (socialSignIn.telegram.enabled) also admits exactly what Telegram's login widget needs: its script from
// telegram.org and its button iframe from oauth.telegram.org; every other merchant keeps the strict policy.
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';
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

/**
 * The headers a helmet middleware sets (and removes), taken once: with no per-request directive they are the same on
 * every answer, and helmet's middleware chain run on each request cost about 3 % of the vendor callbacks' CPU.
 */
export function staticHeadersOf(middleware: ReturnType<typeof helmet>): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number) {
      set.push([name.toLowerCase(), String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  middleware({} as never, response, (err?: unknown) => {
    if (err) throw err;
  });
  return { set, removed };
}

export default fp<HelmetOptions>(
  async (app, { production, imageOrigins }) => {
    const { set, removed } = staticHeadersOf(helmet({
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
    }));
    set.push(['permissions-policy', PERMISSIONS_POLICY]);

    // On Fastify's reply, not the raw response as helmet itself does: Fastify hands its headers to writeHead in one
    // object, which Node writes as they are when nothing was set on the raw response, and with one raw header set it
    // goes back to setHeader (name checks, a map) for every header of every answer. Nothing here writes past Fastify
    // (no hijacked reply). The removed ones (X-Powered-By) are only ever set on the raw response.
    const headers: Record<string, string> = Object.fromEntries(set);
    app.addHook('onRequest', (request, reply, done) => {
      for (const name of removed) reply.raw.removeHeader(name);
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done();
    });

    // The policy is the same on every request: widen it once, not on each answer.
    const strictPolicy = set.find(([name]) => name === 'content-security-policy')?.[1] ?? '';
    const widenedPolicy = withSources(strictPolicy, { 'script-src': TELEGRAM_WIDGET_SOURCES.scriptSrc, 'frame-src': TELEGRAM_WIDGET_SOURCES.frameSrc });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (telegramEnabled(request) && reply.getHeader('content-security-policy') === strictPolicy) reply.header('content-security-policy', widenedPolicy);
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
