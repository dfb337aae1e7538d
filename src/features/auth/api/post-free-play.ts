// POST /wps/session/login/freeplay: a new trial (type 4) account and its session (spec P7.1-13).
import { authRequest } from './auth-request';

export const FREE_PLAY_PATH = '/wps/session/login/freeplay';

/** Spec P7.1-13: platform W (web) and gateway version 3. */
export const FREE_PLAY_PLATFORM = 'W';
export const FREE_PLAY_GATEWAY_VERSION = 3;

function operatingSystem(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Windows/i.test(agent)) return 'windows';
  if (/Mac OS/i.test(agent)) return 'macos';
  if (/Linux/i.test(agent)) return 'linux';
  return 'other';
}

export function postFreePlay(): Promise<{ token: string }> {
  return authRequest<{ token: string }>(FREE_PLAY_PATH, {
    method: 'POST',
    body: { os: operatingSystem(), platform: FREE_PLAY_PLATFORM, gatewayVersion: FREE_PLAY_GATEWAY_VERSION },
  });
}
