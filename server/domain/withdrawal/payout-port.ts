// What withdrawals need from a payout rail (the port; server/providers/payment implements it): pay an amount to a
// bank account, named by the withdrawal id so a repeated request pays once.

export interface PayoutInput {
  merchantId: string;
  withdrawalId: string;
  amount: bigint;
  currency: string;
  bankCode: string;
  accountNumber: string;
  payeeName: string;
}

export type PayoutResult = { outcome: 'paid'; reference: string } | { outcome: 'failed'; reason: string };

export interface PayoutProvider {
  readonly code: string;
  payout(input: PayoutInput): Promise<PayoutResult>;
}
