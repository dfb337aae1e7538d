// The sandbox gateway's hosted page: a small server-rendered form where the member confirms or cancels the payment,
// as on a real provider's checkout. Confirm and cancel notify the platform before redirecting the browser back, and
// "send the notification again" repeats it, to show that a repeated notification credits nothing more.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { formatMoney } from '../../../src/engine/money.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import type { SandboxGateway, SandboxPayment } from './sandbox-gateway.js';

const Params = Type.Object({ paymentId: Type.String({ maxLength: 64 }) });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:1.1rem;margin:0 0 4px}.note{color:#6b7280;font-size:.85rem;margin:0 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#6b7280}dd{margin:0;font-weight:600}
.amount{font-size:1.6rem}form{display:inline}.actions{display:flex;gap:12px;flex-wrap:wrap}
button,a.button{font:inherit;border:0;border-radius:8px;padding:10px 18px;cursor:pointer;text-decoration:none}
.confirm{background:#047857;color:#fff}.cancel{background:#e5e7eb;color:#111827}
</style></head><body><main>${body}</main></body></html>`;
}

function paymentPage(p: SandboxPayment, merchantName: string, currency: { code: string; symbol: string; minorUnits: number }, now: Date): string {
  const action = (what: string) => `/sandbox-gateway/pay/${p.paymentId}/${what}`;
  const open = p.status === 'open' && now < p.expiresAt;
  const state = p.status === 'open' ? (open ? 'Waiting for your confirmation' : 'Expired') : p.status === 'paid' ? 'Paid' : 'Cancelled';
  const actions = open
    ? `<div class="actions"><form method="post" action="${action('confirm')}"><button class="confirm" type="submit">Confirm payment</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form></div>`
    : `<div class="actions">${p.status === 'open' ? '' : `<form method="post" action="${action('notify')}"><button class="cancel" type="submit">Send the notification again</button></form>`}
<a class="button confirm" href="${escapeHtml(p.returnUrl)}">Back to ${escapeHtml(merchantName)}</a></div>`;
  return page('Sandbox payment', `<h1>Sandbox payment gateway</h1><p class="note">A test gateway: no real money moves.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatMoney(p.amount, currency))}</dd>
<dt>Method</dt><dd>${escapeHtml(p.methodType)}</dd>
<dt>Reference</dt><dd>${escapeHtml(p.merchantReference.slice(0, 8))}</dd>
<dt>Status</dt><dd>${escapeHtml(state)}</dd>
<dt>Expires</dt><dd>${escapeHtml(p.expiresAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</dd></dl>${actions}`);
}

export interface SandboxGatewayRoutesOptions {
  gateway: SandboxGateway;
  now: () => Date;
}

export async function sandboxGatewayRoutes(app: FastifyInstance, { gateway, now }: SandboxGatewayRoutesOptions) {
  // The hosted page's buttons post empty forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  }
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Payment not found</h1>'));

  api.get('/sandbox-gateway/pay/:paymentId', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const payment = await gateway.find(request.merchant.code, request.params.paymentId);
    if (payment === null) return notFound(reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(paymentPage(payment, request.merchant.name, request.merchant.currency, now()));
  });

  for (const [what, status] of [['confirm', 'paid'], ['cancel', 'cancelled']] as const) {
    api.post(`/sandbox-gateway/pay/:paymentId/${what}`, { schema: { hide: true, params: Params } }, async (request, reply) => {
      const merchantId = request.merchant.code;
      const payment = await gateway.find(merchantId, request.params.paymentId);
      if (payment === null) return notFound(reply);
      // Like a real gateway: the server-to-server notification goes out before the browser comes back.
      if (await gateway.settle(merchantId, payment.paymentId, status)) {
        const answer = await gateway.notify(merchantId, payment.paymentId);
        if (answer !== 200) request.log.warn({ paymentId: payment.paymentId, answer }, 'sandbox gateway notification not accepted');
      }
      return reply.redirect(payment.status === 'open' && now() >= payment.expiresAt ? `/sandbox-gateway/pay/${payment.paymentId}` : payment.returnUrl, 303);
    });
  }

  api.post('/sandbox-gateway/pay/:paymentId/notify', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const payment = await gateway.find(request.merchant.code, request.params.paymentId);
    if (payment === null) return notFound(reply);
    await gateway.notify(request.merchant.code, payment.paymentId);
    return reply.redirect(`/sandbox-gateway/pay/${payment.paymentId}`, 303);
  });
}
