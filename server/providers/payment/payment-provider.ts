// What the deposit flow needs from a payment gateway: open a payment and send the member to it, and read the
// gateway's signed notifications. One implementation per provider; `sandbox` ships for development and demos.
import type { Result } from '../../domain/ledger/errors.js';
import type { GatewayNotification } from '../../domain/ledger/deposits.js';

export type { GatewayNotification };

export interface CreatePaymentInput {
  merchantId: string;
  depositId: string;
  amount: bigint;
  currency: string;
  methodType: string;
  expiresAt: Date;
  /** Absolute URL the gateway notifies (server to server). */
  notifyUrl: string;
  /** Where the gateway sends the member's browser back. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** Where to send the member: the gateway's hosted page. */
  payUrl: string;
  providerReference: string;
}

export interface PaymentProvider {
  readonly code: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Checks the signature first, then reads the body; a wrong or stale signature is invalid_signature. */
  readNotification(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): Result<GatewayNotification>;
}
