// @vitest-environment jsdom
// A home category section whose list came with the page (server/services/page-shell.ts) draws its tiles in the first
// render: the query's initial data is the inline answer, taken once.
import { describe, expect, it } from 'vitest';
import { HOME_SECTION_PAGE_SIZE, gameListUrl } from '../../../src/engine/api/api-url';
import { INLINE_ANSWERS_ID } from '../../../src/engine/permission-ids';
import { homeSectionQuery } from '../../../src/features/lobby/api/lobby-api';
import { readInlineAnswers } from '../../../src/lib/inline-answers';

const game = { gameCode: 'LOBBY', gameName: 'IBC Sports Lobby', vassalage: 'IBC', gameType: 'SPORTS', isGame: 0, iconUrl: '/icon.png' };

function pageWith(answers: Record<string, unknown>): Document {
  const doc = document.implementation.createHTMLDocument('');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_ANSWERS_ID;
  block.textContent = JSON.stringify(answers);
  doc.body.append(block);
  return doc;
}

describe('homeSectionQuery', () => {
  it('[issue 15][P2.2-4] starts from the list the page came with, once; without one it waits for the server', () => {
    const url = gameListUrl({ gameType: 'SPORTS', page: 1, pageSize: HOME_SECTION_PAGE_SIZE, language: 'en' });
    readInlineAnswers(pageWith({ [url]: { success: true, value: { games: [game], totalPages: 1, total: 1 } } }));
    const initial = homeSectionQuery('SPORTS', 'en').initialData as () => { games: { gameName: string }[] } | undefined;
    expect(initial()?.games.map((g) => g.gameName)).toEqual(['IBC Sports Lobby']);
    // Taken: a later mount of the section asks the server.
    expect(initial()).toBeUndefined();
    // Another category's section is not this list.
    expect((homeSectionQuery('LIVE', 'en').initialData as () => unknown)()).toBeUndefined();
  });
});
