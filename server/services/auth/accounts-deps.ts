// What the accounts services need from the server: the database, the clock, the message providers, the
// environment (social sign-in secrets are read from variables named in merchant.json) and the OIDC providers.
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { isModuleEnabled, MOD_IDS } from '../../../src/engine/feature-flags.js';
import type { Database } from '../../db/schema.js';
import type { EmailProvider } from '../../providers/email/email-provider.js';
import type { KeySource } from '../../providers/phone/firebase-phone.js';
import type { DevOidcIdp } from '../../providers/social/dev-oidc-idp.js';
import type { OidcProviderFactory } from '../../providers/social/social-config.js';
import type { SmsProvider } from '../../providers/sms/sms-provider.js';
import type { Clock } from '../../lib/clock.js';

export interface AccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsProvider;
  email: EmailProvider;
  env: Readonly<Record<string, string | undefined>>;
  oidcProviders: OidcProviderFactory;
  /** Google's public keys of Firebase ID tokens (phone verification through Firebase). */
  firebaseKeys: KeySource;
  /** The development identity provider (/dev/oidc, /dev/firebase); null in production. */
  devOidc: DevOidcIdp | null;
}

export type Feature = keyof typeof MOD_IDS;

/** A whitelabel feature of the merchant: on only when it and every ancestor are enabled. */
export const featureOn = (merchant: MerchantConfig, feature: Feature): boolean => isModuleEnabled(merchant.whitelabel, MOD_IDS[feature]);
