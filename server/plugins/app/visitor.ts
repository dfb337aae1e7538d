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
    // The address as shown and its country, per socket address: the same visitors come back request after request,
    // and parsing the address and looking it up cost more than the rest of a hot request's hooks. Cleared when full.
    const known = new Map<string, Visitor>();
    app.decorateRequest('visitor', {
      getter(this: FastifyRequest): Visitor {
        let visitor = known.get(this.ip);
        if (!visitor) {
          // A dual-stack socket reports IPv4 visitors as ::ffff:a.b.c.d; show them the address they know.
          const ip = normalizeIp(this.ip)?.toString() ?? this.ip;
          visitor = { ip, country: countryLookup(ip) };
          if (known.size >= 10_000) known.clear();
          known.set(this.ip, visitor);
        }
        return { ...visitor };
      },
    });
  },
  { name: 'visitor' },
);
