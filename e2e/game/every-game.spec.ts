// A seeded random game of every category of two demo merchants opens a playable game (issue 14; every-game-journey.ts).
import { JOURNEY_TIMEOUT_MS, expect, ownIp, test } from '../accounts/helpers';
import { openRandomGames } from './every-game-journey';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 3 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P4.6-1][P4.6-6] a member opens a random game of each category of demo and lotto, each a playable game page', async ({ page }) => {
  expect((await openRandomGames(page, 'demo', 'gamer1', 14)).length).toBeGreaterThanOrEqual(8);
  expect((await openRandomGames(page, 'lotto', 'gamer1', 14)).length).toBeGreaterThanOrEqual(3);
});
