// Free play (spec 4.2, 6): a visitor gets a new trial account (type 4) and its session, without registering.
import { randomBytes } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { AccountType } from '../../domain/auth/account-types.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import { insertMember, recordLogin } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { createSession } from '../../db/session-store.js';

export async function startFreePlay(deps: AccountsDeps, merchant: MerchantConfig, ip: string): Promise<Outcome<{ token: string }>> {
  if (!featureOn(merchant, 'freePlay')) return refuse(403, 'feature_disabled');
  const now = deps.clock.now();
  // 40 random bits make a name collision negligible; a collision would only fail this one request.
  const memberId = await insertMember(deps.db, {
    merchantId: merchant.code,
    account: `trial${randomBytes(5).toString('hex')}`,
    type: AccountType.trial,
    passwordHash: null,
    passwordChangedAt: null,
    createdAt: now,
  });
  if (memberId === null) return refuse(409, 'username_taken');
  const token = await createSession(deps.db, deps.clock, {
    merchantId: merchant.code,
    memberId,
    memberType: AccountType.trial,
    loginType: 'freeplay',
    ip,
    mustChangePassword: false,
    passwordExpired: false,
    firstTimeLogin: true,
    pendingVerification: false,
  });
  await recordLogin(deps.db, merchant.code, memberId, ip, now);
  return accept({ token });
}
