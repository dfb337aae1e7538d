// request.visitor: the visitor's IP (the socket peer, or X-Forwarded-For when TRUST_PROXY set fastify's trustProxy)
// and its country from the bundled database.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Visitor } from '../../domain/system-status.js';
import { normalizeIp, type CountryLookup } from '../../geo/country-lookup.js';

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

export interface VisitorPluginOptions {
  countryLookup: CountryLookup;
}

export default fp<VisitorPluginOptions>(
  async (app, { countryLookup }) => {
    app.decorateRequest('visitor', {
      getter(this: FastifyRequest): Visitor {
        // A dual-stack socket reports IPv4 visitors as ::ffff:a.b.c.d; show them the address they know.
        const ip = normalizeIp(this.ip)?.toString() ?? this.ip;
        return { ip, country: countryLookup(ip) };
      },
    });
  },
  { name: 'visitor' },
);
