// The light palette of every game page (docs/demo-game.md "Palette"): Lucky Lantern, Lantern Dice and the demo
// aggregator's pages put the site's palette (palette=light|dark) on <html data-palette>, and every game stylesheet's
// light block is served for a light device unless the site passed dark, and for the site's light palette.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
const host = 'demo.localhost';
beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  // The demo aggregator is called over HTTP, as an outside vendor is.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; value: { url: string } };
const nodeOf = async (where: ReturnType<typeof sql>) => (await sql<{ node_id: string }>`select node_id from game where is_game = 1 and ${where} order by node_id limit 1`.execute(t.testDb.db)).rows[0]!.node_id;

describe('game pages in the site\'s palette', () => {
  it('[P2.9-2] the slot, the dice and an aggregator slot (fun) carry the palette passed at launch, and ignore anything else', async () => {
    const slotVendor = (t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>).RNG![0]!;
    const nodes = [await nodeOf(sql`game_code = 'LUCKY_LANTERN'`), await nodeOf(sql`game_code = 'LANTERN_DICE'`), await nodeOf(sql`game_type = 'RNG' and vassalage = ${slotVendor}`)];
    for (const nodeId of nodes) {
      const res = await fetch(`${origin}/wps/game/launchFun?nodeId=${nodeId}&language=en&merchant=demo`);
      expect(res.status).toBe(200);
      const launched = await res.json() as Json;
      const url = launched.value.url;
      for (const palette of ['light', 'dark'] as const) {
        const page = await fetch(`${origin}${url}&palette=${palette}&merchant=demo`);
        expect(page.status, url).toBe(200);
        expect(await page.text(), url).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="en" dir="ltr" data-palette="${palette}">`));
      }
      expect(await (await fetch(`${origin}${url}&palette=pink&merchant=demo`)).text()).not.toContain('data-palette');
    }
  });

  it('[P2.9-2] every game stylesheet serves its light block for a light device unless the site passed dark, and for the site\'s light palette', async () => {
    for (const [path, rule] of [
      ['/games/livery/assets/game.css', 'body { background: #f6f3fc;'],
      ['/demo-aggregator/assets/game.css', 'body { background: #f6f3fc;'],
      ['/demo-aggregator/assets/aggregator.css', '.table-result { background: #ece6f8;'],
      ['/demo-aggregator/assets/cards.css', '.card-table { background: #e3f3ea;'],
      ['/demo-aggregator/assets/fish.css', '.fish-aim { background: #ffffff;'],
      ['/demo-aggregator/live/assets/live.css', '.spot { background: #ffffff;'],
      ['/demo-aggregator/sportsbook/assets/sportsbook.css', '.price { background: #ffffff;'],
    ] as const) {
      const css = (await t.app.inject({ url: path, headers: { host } })).body;
      expect(css, path).toContain(`html:not([data-palette="dark"]) ${rule}`);
      expect(css, path).toContain(`html[data-palette="light"] ${rule}`);
    }
  });
});
