// Security headers. The CSP admits what the site needs: its own scripts, inline styles (styled-components injects
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
      hsts: production,
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
