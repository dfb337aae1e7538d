// The sandbox payment gateway's own payments table (providers/payment/sandbox-gateway.ts): the stand-in provider
// keeps its payments apart from the platform's deposits, as a real provider would.
import type { Selectable } from 'kysely';
import type { SandboxGatewayPaymentTable } from './ledger-schema.js';
import type { Db } from './schema.js';

export type SandboxPaymentRow = Selectable<SandboxGatewayPaymentTable>;

export interface NewSandboxPayment {
  merchantId: string;
  paymentId: string;
  merchantReference: string;
  amount: bigint;
  currency: string;
  methodType: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: Date;
  at: Date;
}

export async function insertSandboxPayment(db: Db, p: NewSandboxPayment): Promise<void> {
  await db.insertInto('sandbox_gateway_payment').values({
    merchant_id: p.merchantId, payment_id: p.paymentId, merchant_reference: p.merchantReference, amount: p.amount.toString(),
    currency: p.currency, method_type: p.methodType, status: 'open', notify_url: p.notifyUrl, return_url: p.returnUrl,
    expires_at: p.expiresAt, created_at: p.at, updated_at: p.at,
  }).execute();
}

export async function findSandboxPayment(db: Db, merchantId: string, paymentId: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_gateway_payment').selectAll()
    .where('merchant_id', '=', merchantId).where('payment_id', '=', paymentId).executeTakeFirst();
}

/** Moves an open, unexpired payment to paid or cancelled; false when it is no longer open or has expired. */
export async function closeSandboxPayment(db: Db, merchantId: string, paymentId: string, status: 'paid' | 'cancelled', at: Date): Promise<boolean> {
  const updated = await db.updateTable('sandbox_gateway_payment').set({ status, updated_at: at })
    .where('merchant_id', '=', merchantId).where('payment_id', '=', paymentId)
    .where('status', '=', 'open').where('expires_at', '>', at)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
