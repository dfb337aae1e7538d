// Social sign-in settings of a merchant (merchant.json socialSignIn): which providers are on, and their secrets,
// read from the environment variables the file names (secrets never live in configuration files).
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { DEV_OIDC_ISSUER, type DevOidcIdp } from './dev-oidc-idp.js';
import { devOidcProvider } from './dev-oidc-provider.js';
import { httpOidcProvider, type OidcProvider } from './oidc-provider.js';

export type OidcProviderName = 'google' | 'facebook';
export const oidcProviderNames: readonly OidcProviderName[] = ['google', 'facebook'];

type Env = Readonly<Record<string, string | undefined>>;

function secretOf(entry: { enabled?: boolean; secretEnv?: string } | undefined, env: Env): string | null {
  if (!entry?.enabled || !entry.secretEnv) return null;
  return env[entry.secretEnv] || null;
}

/** The bot token of the merchant's Telegram login, or null when Telegram sign-in is off or has no token. */
export const telegramBotToken = (merchant: MerchantConfig, env: Env): string | null => secretOf(merchant.socialSignIn?.telegram, env);

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The provider's settings, or null when it is off or incomplete. The issuer DEV_OIDC_ISSUER names the development
 * identity provider: it needs no secret, and is off where there is none (production).
 */
export function oidcSettings(merchant: MerchantConfig, provider: OidcProviderName, env: Env, devIdp: DevOidcIdp | null = null): OidcSettings | null {
  const entry = merchant.socialSignIn?.[provider];
  if (!entry?.enabled || !entry.issuer || !entry.clientId) return null;
  if (entry.issuer === DEV_OIDC_ISSUER) return devIdp ? { issuer: DEV_OIDC_ISSUER, clientId: entry.clientId, clientSecret: '' } : null;
  const clientSecret = secretOf(entry, env);
  if (clientSecret === null) return null;
  return { issuer: entry.issuer, clientId: entry.clientId, clientSecret };
}

/** Builds the provider a merchant's settings describe; tests pass their own factory instead. */
export type OidcProviderFactory = (settings: OidcSettings, provider: OidcProviderName, merchantCode: string) => OidcProvider;

export const httpOidcProviderFactory: OidcProviderFactory = (settings) => httpOidcProvider(settings);

/** The development identity provider for its issuer, else the merchant's real provider from the factory. */
export function oidcProviderFor(factory: OidcProviderFactory, devIdp: DevOidcIdp | null, settings: OidcSettings, provider: OidcProviderName, merchantCode: string): OidcProvider {
  return settings.issuer === DEV_OIDC_ISSUER && devIdp ? devOidcProvider(devIdp, settings.clientId) : factory(settings, provider, merchantCode);
}

/** Whether the merchant's provider can sign anyone in: on, with its secret (or the development provider) at hand. */
export function socialProviderUsable(merchant: MerchantConfig, provider: 'telegram' | OidcProviderName, env: Env, devIdp: DevOidcIdp | null): boolean {
  return provider === 'telegram' ? telegramBotToken(merchant, env) !== null : oidcSettings(merchant, provider, env, devIdp) !== null;
}

