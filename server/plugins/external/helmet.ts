// Security headers. The CSP admits what the site needs: its own scripts, inline styles (styled-components injects
// <style> tags), data: images and fonts, and the merchants' image CDNs.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetOptions {
  production: boolean;
  /** Origins of configured image CDNs, allowed in img-src. */
  imageOrigins: string[];
}

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
  },
  { name: 'helmet' },
);
