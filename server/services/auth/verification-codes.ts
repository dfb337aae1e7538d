// One-time codes by SMS or e-mail: sending under the send limits, and checking with expiry, tries and single use.
// A send row is written before the limits are counted, so two concurrent sends can only both be refused, never
// both pass the last free slot.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  addVerificationCodeTry, codeSendTimes, consumeVerificationCode, deleteVerificationCode, insertVerificationCode, latestVerificationCode,
} from '../../db/verification-code-repository.js';
import { smsSendLimits, smsSendRefusal, type SmsSendRefusal } from '../../domain/auth/sms-limits.js';
import {
  checkVerificationCode,
  formatVerificationCode,
  verificationCodeDigest,
  verificationCodePolicy,
  type VerificationCodeCheck,
} from '../../domain/auth/verification-code.js';
import type { Clock } from '../../lib/clock.js';

/** firebase: the development implementation of phone verification through Firebase (routes/dev/firebase.ts). */
export type CodePurpose = 'login' | 'register' | 'forget' | 'new_ip' | 'firebase';

export interface CodeAddress {
  merchantId: string;
  channel: 'sms' | 'email';
  /** Normalised mobile number or lower-cased e-mail address. */
  recipient: string;
  purpose: CodePurpose;
  /** Binds a code to one flow (the new-IP verification id); empty otherwise. */
  scope?: string;
}

const digestScope = (a: CodeAddress): string => [a.merchantId, a.channel, a.recipient, a.purpose, a.scope ?? ''].join('\n');
const storedPurpose = (a: CodeAddress): string => (a.scope ? `${a.purpose}:${a.scope}` : a.purpose);

/**
 * Sends a fresh code through `deliver` unless a limit refuses. `deliver` is skipped (but the send still counts)
 * when `silent` is set: used when there is nobody to send to, so the answer does not reveal whether an account
 * has this number.
 */
export async function sendVerificationCode(
  db: Kysely<Database>,
  clock: Clock,
  address: CodeAddress,
  ip: string,
  deliver: (code: string) => Promise<void>,
  silent = false,
): Promise<{ ok: true; expiredMinutes: number } | ({ ok: false } & SmsSendRefusal)> {
  const now = clock.now();
  const code = formatVerificationCode(randomInt(0, 10 ** verificationCodePolicy.digits));
  const codeId = randomUUID();
  await insertVerificationCode(db, {
    merchantId: address.merchantId,
    codeId,
    channel: address.channel,
    recipient: address.recipient,
    purpose: storedPurpose(address),
    codeDigest: verificationCodeDigest(digestScope(address), code),
    ip,
    sentAt: now,
    expiresAt: new Date(now.getTime() + verificationCodePolicy.expiredMinutes * 60_000),
  });

  const since = new Date(now.getTime() - smsSendLimits.windowMs);
  const earlier = (by: 'recipient' | 'ip', value: string) =>
    codeSendTimes(db, { merchantId: address.merchantId, channel: address.channel, by, value, since, exceptCodeId: codeId });
  const [byRecipient, byIp] = await Promise.all([earlier('recipient', address.recipient), earlier('ip', ip)]);
  const refusal = smsSendRefusal({ number: byRecipient, ip: byIp }, now);
  if (refusal) {
    // A refused send is not a send: it must not hold a slot of the limit.
    await deleteVerificationCode(db, address.merchantId, codeId);
    return { ok: false, ...refusal };
  }
  if (!silent) await deliver(code);
  return { ok: true, expiredMinutes: verificationCodePolicy.expiredMinutes };
}

/** Checks the latest code sent to the address; a wrong code costs a try, the right one is used up. */
export async function redeemVerificationCode(db: Kysely<Database>, clock: Clock, address: CodeAddress, code: string): Promise<VerificationCodeCheck> {
  const now = clock.now();
  const latest = await latestVerificationCode(db, { merchantId: address.merchantId, channel: address.channel, recipient: address.recipient, purpose: storedPurpose(address) });
  const check = checkVerificationCode(latest ?? null, verificationCodeDigest(digestScope(address), code), now);
  if (!latest) return check;
  if (check === 'mismatch') {
    await addVerificationCodeTry(db, address.merchantId, latest.codeId);
  } else if (check === 'ok') {
    // Claimed by one conditional update: of two concurrent uses of a code only one succeeds.
    if (!(await consumeVerificationCode(db, address.merchantId, latest.codeId, now))) return 'missing';
  }
  return check;
}
