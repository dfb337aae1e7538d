// Issue 14's "done when" in a browser (tests/server/game/every-game-opens.test.ts checks many more games on the
// server): a member logs in, and for a seeded random game of each category a merchant lists, launches it as the
// lobby does and opens the URL. Every one shows a game: its heading and the player's balance (a lottery game: its
// bet slip with bet types), with no "not open yet" page, and passes axe. Shared by the desktop and phone projects.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { expect, logIn, siteUrl, token } from '../accounts/helpers';

interface Envelope<T> { success: boolean; code?: string; value: T }
interface ListedGame { nodeId: string; gameName: string; gameType: string; vassalage: string }

/** mulberry32: the same sample on every run for one seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function call<T>(page: Page, path: string, bearer?: string): Promise<Envelope<T>> {
  return page.evaluate(async ({ path, bearer }) => {
    const response = await fetch(path, { headers: { Accept: 'application/json', ...(bearer ? { Authorization: bearer } : {}) } });
    return response.json();
  }, { path, bearer }) as Promise<Envelope<T>>;
}

/** Opens one seeded random game of each category the merchant's menu lists; answers the games opened. */
export async function openRandomGames(page: Page, merchant: string, account: string, seed: number): Promise<string[]> {
  await logIn(page, merchant, account, 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = `Bearer ${await token(page)}`;
  const random = seeded(seed);
  const menus = await call<{ gameType: string }[]>(page, '/lgw/games/game_menus');
  expect(menus.success).toBe(true);
  const opened: string[] = [];
  for (const { gameType } of menus.value) {
    const first = await call<{ games: ListedGame[]; total: number }>(page, `/wps/relay/GCSGAME_gameList?gameType=${gameType}&language=en&pageSize=1`);
    expect(first.value.total, `${merchant} lists ${gameType} games`).toBeGreaterThan(0);
    const index = Math.floor(random() * first.value.total);
    const listed = await call<{ games: ListedGame[] }>(page, `/wps/relay/GCSGAME_gameList?gameType=${gameType}&language=en&pageSize=1&pageNo=${index + 1}`);
    const game = listed.value.games[0]!;
    const launched = await call<{ url: string }>(page, `/wps/game/launchGame?nodeId=${game.nodeId}&language=en`, bearer);
    expect(launched.success, `${game.gameName} launches`).toBe(true);
    await page.goto(siteUrl(merchant, launched.value.url));
    await expect(page.getByText(/not open yet/i)).toHaveCount(0);
    if (/^\/(lottery|vnLottery|seaLottery)\?/.test(launched.value.url)) {
      const slip = page.getByTestId('lottery-slip');
      await expect(slip).toBeVisible();
      await expect(slip.getByRole('radio').first()).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('#balance')).toHaveText(/\d/);
    }
    await expectNoAxeViolations(page);
    opened.push(`${gameType} ${game.gameName}`);
  }
  return opened;
}
