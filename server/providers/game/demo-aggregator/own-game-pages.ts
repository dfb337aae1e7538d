// The pages of the games with routes of their own: the fishing game's sea and the card hall (its rooms, or a
// room's table). Answers undefined for the other games (the shared slot and table pages).
import { engineOf } from '../../../domain/game/engines/game-engines.js';
import type { GameTexts } from '../livery/game-texts.js';
import type { GameLanguage } from '../livery/livery-vendor.js';
import type { AggregatorSession } from './aggregator-session.js';
import { aggregatorBase } from './aggregator-pages.js';
import { renderCardPage } from './cards/card-pages.js';
import { roomOf, roomsOf } from './cards/card-routes.js';
import { renderFishPage } from './fish/fish-page.js';

export interface OwnPageInput {
  session: AggregatorSession;
  language: GameLanguage;
  texts: GameTexts;
  room: string | undefined;
  token: string;
  now: Date;
  money: (amount: number) => string;
}

export function renderOwnGamePage(input: OwnPageInput): string | undefined {
  const s = input.session;
  const engine = engineOf({ vassalage: s.vendor, gameCode: s.gameCode, gameType: s.gameType });
  const shell = { language: input.language, texts: input.texts, rtpPercent: '', assetBase: `${aggregatorBase}/assets` };
  const identity = { vendor: s.vendor, gameCode: s.gameCode, gameType: s.gameType };
  if (engine?.kind === 'fish') return renderFishPage(shell, identity);
  if (engine?.kind !== 'cards') return undefined;
  return renderCardPage({
    shell, game: engine.game, rooms: roomsOf(s), room: input.room ? roomOf(s, input.room) : undefined,
    playQuery: new URLSearchParams({ token: input.token, lang: input.language }), money: input.money, now: input.now, identity,
  });
}
