// The sandbox payment gateway: a stand-in for a real provider, run inside this server. It keeps its own payments
// table, serves a hosted page where the member confirms or cancels, and notifies the platform like a real gateway
// would: a JSON body signed with HMAC-SHA256, posted to the notify URL, resent on demand.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SandboxGatewayPaymentTable } from '../../db/ledger-schema.js';
import { closeSandboxPayment, findSandboxPayment, insertSandboxPayment } from '../../db/sandbox-gateway-repository.js';
import type { Database } from '../../db/schema.js';
import { toBigInt } from '../../domain/ledger/amount.js';
import { fail, ok, type Result } from '../../domain/ledger/errors.js';
import type { CreatedPayment, CreatePaymentInput, GatewayNotification, PaymentProvider } from './payment-provider.js';
import { signatureHeader, signNotification, verifyNotificationSignature } from './sandbox-signature.js';

export const sandboxProviderCode = 'sandbox';
/** The development secret; a deployment that shows the sandbox sets SANDBOX_GATEWAY_SECRET. */
export const defaultSandboxSecret = 'livery-sandbox-development-secret';

export interface OutgoingNotification {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface SandboxGatewayOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
  /** Sends a notification to the platform; answers the HTTP status the platform gave. */
  deliver: (notification: OutgoingNotification) => Promise<number>;
}

export interface SandboxPayment {
  merchantId: string;
  paymentId: string;
  merchantReference: string;
  amount: bigint;
  currency: string;
  methodType: string;
  status: SandboxGatewayPaymentTable['status'];
  returnUrl: string;
  expiresAt: Date;
}

interface NotificationBody {
  paymentId: string;
  merchantReference: string;
  status: 'PAID' | 'FAILED';
  amount: string;
  currency: string;
  sentAt: string;
}

function readBody(raw: string): NotificationBody | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : null);
  const paymentId = str('paymentId');
  const merchantReference = str('merchantReference');
  const status = str('status');
  const amount = str('amount');
  const currency = str('currency');
  const sentAt = str('sentAt');
  if (!paymentId || !merchantReference || (status !== 'PAID' && status !== 'FAILED') || !amount || !/^[0-9]{1,16}$/.test(amount) || !currency || !sentAt) return null;
  return { paymentId, merchantReference, status, amount, currency, sentAt };
}

export function createSandboxGateway(options: SandboxGatewayOptions) {
  const { db, secret, now } = options;

  async function find(merchantId: string, paymentId: string): Promise<SandboxPayment | null> {
    if (!/^[0-9a-f-]{36}$/.test(paymentId)) return null;
    const row = await findSandboxPayment(db, merchantId, paymentId);
    if (!row) return null;
    return {
      merchantId, paymentId, merchantReference: row.merchant_reference, amount: toBigInt(row.amount), currency: row.currency,
      methodType: row.method_type, status: row.status, returnUrl: row.return_url, expiresAt: new Date(row.expires_at),
    };
  }

  /** Signs and sends the payment's outcome; a paid or cancelled payment can be notified again any number of times. */
  async function notify(merchantId: string, paymentId: string): Promise<number | null> {
    const row = await findSandboxPayment(db, merchantId, paymentId);
    if (!row || row.status === 'open') return null;
    const at = now();
    const body: NotificationBody = {
      paymentId, merchantReference: row.merchant_reference, status: row.status === 'paid' ? 'PAID' : 'FAILED',
      amount: toBigInt(row.amount).toString(), currency: row.currency, sentAt: at.toISOString(),
    };
    const raw = JSON.stringify(body);
    return options.deliver({ url: row.notify_url, body: raw, headers: { 'content-type': 'application/json', [signatureHeader]: signNotification(secret, raw, at) } });
  }

  /** Moves an open payment to paid or cancelled; false when it is no longer open or has expired. */
  async function settle(merchantId: string, paymentId: string, status: 'paid' | 'cancelled'): Promise<boolean> {
    return closeSandboxPayment(db, merchantId, paymentId, status, now());
  }

  const provider: PaymentProvider = {
    code: sandboxProviderCode,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const paymentId = randomUUID();
      const at = now();
      await insertSandboxPayment(db, {
        merchantId: input.merchantId, paymentId, merchantReference: input.depositId, amount: input.amount, currency: input.currency,
        methodType: input.methodType, notifyUrl: input.notifyUrl, returnUrl: input.returnUrl, expiresAt: input.expiresAt, at,
      });
      return { payUrl: `/sandbox-gateway/pay/${paymentId}`, providerReference: paymentId };
    },
    readNotification(rawBody, headers, at): Result<GatewayNotification> {
      const header = headers[signatureHeader];
      if (!verifyNotificationSignature(secret, rawBody, Array.isArray(header) ? header[0] : header, at)) return fail('invalid_signature');
      const body = readBody(rawBody);
      if (body === null) return fail('invalid_notification');
      return ok({
        depositId: body.merchantReference,
        providerReference: body.paymentId,
        report: body.status === 'PAID' ? { outcome: 'paid', amount: BigInt(body.amount), currency: body.currency } : { outcome: 'failed' },
      });
    },
  };

  return { provider, find, settle, notify };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
