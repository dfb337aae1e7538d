// The demo aggregator as its own Fastify plugin (docs/vendors.md): its routes under /demo-aggregator, and its
// recovery every minute (rounds a crash or a lost connection left half done). Encapsulated: nothing it registers
// is seen by the platform's routes. Started by buildApp unless the environment turns it off.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import { demoAggregator } from './demo-aggregator.js';
import { createWalletClient } from './wallet-client.js';
import type { Database } from '../../../db/schema.js';

export interface DemoAggregatorPluginOptions {
  db: Kysely<Database>;
  key: string;
  now: () => Date;
  /** Every how many ms to finish half-done rounds; 0 turns the timer off (tests call recover themselves). */
  recoverEveryMs: number;
}

/** Rounds younger than this are still in play: the recovery leaves them to the page's own retry. */
export const recoverAfterMs = 2 * 60 * 1000;

export async function demoAggregatorPlugin(app: FastifyInstance, options: DemoAggregatorPluginOptions) {
  const { db, key, now } = options;
  // The page tokens' secret is derived from the shared key: every node of the aggregator derives the same one.
  const secret = createHmac('sha256', key).update('demo-aggregator page tokens').digest('hex');
  const { recover } = await demoAggregator(app, { db, key, secret, wallet: createWalletClient(key, now), now });
  if (options.recoverEveryMs > 0) {
    const timer = setInterval(() => {
      recover(new Date(now().getTime() - recoverAfterMs)).catch((err: unknown) => app.log.warn({ err }, 'demo aggregator recovery failed'));
    }, options.recoverEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return recover;
}
