// The demo aggregator's calls to an operator's wallet (docs/vendors.md), exactly as an outside aggregator makes
// them: signed JSON POSTs to <callbackUrl>/balance | bet | win | rollback. A call that gets no answer comes back as
// { status: 'NETWORK' } so the round is retried or rolled back later, never guessed.
import { randomUUID } from 'node:crypto';
import { demoAggregatorId, signatureHeader, signRequest, timestampHeader, vendorIdHeader } from '../vendor-contract/signing.js';

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
