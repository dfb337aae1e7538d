// The demo aggregator's calls to an operator's wallet (docs/vendors.md), exactly as an outside aggregator makes
// them: signed JSON POSTs to <callbackUrl>/balance | bet | win | rollback. A call that gets no answer comes back as
// { status: 'NETWORK' } so the round is retried or rolled back later, never guessed.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { funWalletCall } from '../../../db/demo-aggregator-fun-wallet-repository.js';
import { demoAggregatorId, signatureHeader, signRequest, timestampHeader, vendorIdHeader } from '../vendor-contract/signing.js';
import type { Database } from '../../../db/schema.js';

export interface WalletReply {
  status: string;
  balance?: number;
  currency?: string;
}

export type WalletClient = (callbackUrl: string, action: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => Promise<WalletReply>;

export function createWalletClient(key: string, now: () => Date): WalletClient {
  return async (callbackUrl, action, body) => {
    const url = new URL(`${callbackUrl}/${action}`);
    const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const timestamp = Math.floor(now().getTime() / 1000);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [vendorIdHeader]: demoAggregatorId,
          [timestampHeader]: String(timestamp),
          [signatureHeader]: signRequest(key, timestamp, url.pathname, text),
        },
        body: text,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = await response.json() as WalletReply;
      return typeof answer.status === 'string' ? answer : { status: 'NETWORK' };
    } catch {
      return { status: 'NETWORK' };
    }
  };
}

/** Where a fun session's wallet calls go: `fun:<operator>:<opening balance>`, never an operator's URL. */
export const funCallbackUrl = (operator: string, opening: number): string => `fun:${operator}:${opening}`;

/**
 * The aggregator's wallet client with fun play (docs/vendors.md "Fun play"): a call for a fun session goes to the
 * aggregator's own virtual balance (demo_aggregator_fun_wallet), any other to the operator. The games never know.
 */
export function withFunWallet(operatorWallet: WalletClient, db: Kysely<Database>, now: () => Date): WalletClient {
  return async (callbackUrl, action, body) => {
    if (!callbackUrl.startsWith('fun:')) return operatorWallet(callbackUrl, action, body);
    const cut = callbackUrl.lastIndexOf(':');
    const operator = callbackUrl.slice(4, cut);
    const opening = Number(callbackUrl.slice(cut + 1));
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const answer = await funWalletCall(db, action, {
      operator, player: String(body.user ?? ''), opening: Number.isSafeInteger(opening) ? opening : 0,
      ...(str(body.transaction_uuid) ? { transactionId: str(body.transaction_uuid) } : {}),
      ...(str(body.reference_transaction_uuid) ? { referenceId: str(body.reference_transaction_uuid) } : {}),
      ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
    }, now());
    return { ...answer, currency: 'XXX' };
  };
}
