// Development helpers, registered only when NODE_ENV is not production: the outbox of SMS and e-mail the
// development providers "sent", and the answers of captchas and slider puzzles, so people and tests can pass them.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { defaultDialingCode, isMobileFormat, normalizedMobile } from '../../domain/auth/mobile-number.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sendOutcome, sendRefusal } from '../../plugins/app/accounts-reply.js';
import { peekCaptchaText, peekSliderGap } from '../../services/auth/bot-checks.js';
import { accept } from '../../services/auth/outcome.js';
import { readOutbox, type OutboxMessage } from '../../db/outbox-repository.js';
import devFirebaseRoutes from './firebase.js';
import devOidcRoutes from './oidc.js';

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'A mobile number (as typed, or +CCnumber) or an e-mail address' })),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function outboxHtml(merchant: string, messages: OutboxMessage[]): string {
  const rows = messages
    .map((m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td><td><b>${escapeHtml(m.code ?? '')}</b></td><td>${escapeHtml(m.subject ?? '')}</td><td>${escapeHtml(m.body)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox: ${escapeHtml(merchant)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Outbox of ${escapeHtml(merchant)}</h1><p>Messages the development providers kept instead of sending, newest first.</p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Code</th><th>Subject</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}

export default async function devRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.accounts;
  // The development identity provider and phone verification (social sign-in and Firebase without the internet).
  if (app.accounts.devOidc) {
    await app.register(devOidcRoutes, { idp: app.accounts.devOidc });
    await app.register(devFirebaseRoutes, { idp: app.accounts.devOidc });
  }

  api.get('/dev/outbox', { schema: { tags: ['development'], summary: 'Messages of the development SMS and e-mail providers', querystring: OutboxQuery } }, async (request, reply) => {
    const { query } = request;
    const to = query.to?.trim();
    const dialingCode = query.countryDialingCode ?? defaultDialingCode(request.merchant);
    let recipient: string | null = null;
    if (to) recipient = to.includes('@') ? to.toLowerCase() : isMobileFormat(dialingCode, to) ? normalizedMobile(dialingCode, to) : to;
    const messages = await readOutbox(db, request.merchant.code, recipient, query.limit ?? 20);
    if (request.headers.accept?.includes('text/html')) return reply.type('text/html; charset=utf-8').send(outboxHtml(request.merchant.name, messages));
    return sendOutcome(reply, accept(messages));
  });

  api.get('/dev/captcha/:id', { schema: { tags: ['development'], summary: 'The text of a captcha', params: IdParams } }, async (request, reply) => {
    const text = await peekCaptchaText(db, request.merchant.code, request.params.id);
    return text === null ? sendRefusal(reply, 404, 'not_found') : sendOutcome(reply, accept({ text }));
  });

  api.get('/dev/challenge/:id', { schema: { tags: ['development'], summary: 'Where the gap of a slider puzzle is', params: IdParams } }, async (request, reply) => {
    const x = await peekSliderGap(db, request.merchant.code, request.params.id);
    return x === null ? sendRefusal(reply, 404, 'not_found') : sendOutcome(reply, accept({ x }));
  });
}
