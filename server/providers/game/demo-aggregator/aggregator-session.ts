// The demo aggregator's game session: what the launch told it (operator, player, the operator's game token, the
// game, currency, language, where the wallet callbacks go), carried in the game page's URL as a token the
// aggregator signed itself, so any of its nodes can serve the page without shared memory. Tampering with it breaks
// the signature; the operator's token inside is what the platform's wallet checks on every bet.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AggregatorSession {
  operator: string;
  player: string;
  /** The operator's game token (the wallet callbacks' credential). */
  token: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  gameName: string;
  vendorName: string;
  currency: { code: string; symbol: string; minorUnits: number };
  language: string;
  callbackUrl: string;
  lobbyUrl: string;
  /** How other players see this one (a live table's chat), as the operator masked it. */
  displayName?: string;
  /** Fun play: a virtual balance at the aggregator (callbackUrl `fun:...`), no jackpots, nothing reaches the operator. */
  fun?: boolean;
  /** Unix ms after which the page is refused. */
  expiresAt: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function sealSession(secret: string, session: AggregatorSession): string {
  const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function openSession(secret: string, sealed: string | undefined, now: Date): AggregatorSession | null {
  if (!sealed || sealed.length > 4000) return null;
  const [payload, signature] = sealed.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AggregatorSession;
    return session.expiresAt > now.getTime() ? session : null;
  } catch {
    return null;
  }
}
