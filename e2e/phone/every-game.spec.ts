// On a phone: a seeded random game of every category of demo opens a playable game (issue 14; e2e/game/every-game-journey.ts).
import { JOURNEY_TIMEOUT_MS, expect, ownIp, test } from '../accounts/helpers';
import { openRandomGames } from '../game/every-game-journey';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 3 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P4.6-1][P4.6-6] on a phone, a member opens a random game of each category of demo, each a playable game page', async ({ page }) => {
  expect((await openRandomGames(page, 'demo', 'phone1', 2026)).length).toBeGreaterThanOrEqual(8);
});
