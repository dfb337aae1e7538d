// Tile artwork and vendor logos, rendered from the catalogue on request. The SVG of a node changes only with the
// catalogue version, which the tile URL carries, so answers are cacheable for a year.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DEFAULT_TILE_RATIO, TILE_RATIOS, tileRatioParam, type TileRatio } from '../../../src/engine/tile-frame.js';
import { renderTileSvg, renderVendorLogoSvg } from '../../domain/catalogue/tile-art.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';
import { vendorDefinitions } from '../../domain/catalogue/vendors.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { fail, type LobbyDeps } from './lobby-context.js';

const yearCache = 'public, max-age=31536000, immutable';
const svgType = 'image/svg+xml; charset=utf-8';
const knownVendors = new Map(vendorDefinitions.map((v) => [v.vassalage, v.displayName]));

const TileArtQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64, description: 'The catalogue version: a new one is a new URL, so the answer is cached for a year' })),
  ratio: Type.Optional(Type.Union(TILE_RATIOS.map((r) => Type.Literal(tileRatioParam(r))), { description: "The theme's tile frame (width x height); 4x3 when absent" })),
});
const ratioOf = (param: string | undefined): TileRatio => TILE_RATIOS.find((r) => tileRatioParam(r) === param) ?? DEFAULT_TILE_RATIO;

export async function gameArtRoutes(app: FastifyInstance, deps: LobbyDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/game-art/:file', {
    ...answersBadInput('field'),
    schema: { tags: ['lobby'], summary: 'Tile art of a game: GET /game-art/{nodeId}.svg, 240 wide, 180 high unless a ratio asks for another frame', params: Type.Object({ file: Type.String({ maxLength: 40 }) }), querystring: TileArtQuery },
  }, async (request, reply) => {
    const ratio = ratioOf(request.query.ratio);
    const nodeId = /^(\d{1,12})\.svg$/.exec(request.params.file)?.[1];
    const catalogue = await deps.cache.get();
    const game = nodeId === undefined ? undefined : catalogue.byNodeId.get(nodeId);
    if (!game) return fail(reply, 404, 'game_not_found');
    return reply
      .header('content-type', svgType)
      .header('cache-control', yearCache)
      .header('etag', `"${catalogue.version}-${game.nodeId}-${tileRatioParam(ratio)}"`)
      .send(renderTileSvg({ nodeId: game.nodeId, name: game.names.en, gameType: game.gameType, gameClassify: game.gameClassify }, ratio));
  });

  api.get('/game-art/vendor/:file', {
    schema: { tags: ['lobby'], summary: 'Vendor logo: GET /game-art/vendor/{vassalage}.svg', params: Type.Object({ file: Type.String({ maxLength: 40 }) }) },
  }, async (request, reply) => {
    const vassalage = /^([A-Z0-9_]{1,32})\.svg$/.exec(request.params.file)?.[1];
    const displayName = vassalage === undefined ? undefined : knownVendors.get(vassalage);
    if (vassalage === undefined || displayName === undefined) return fail(reply, 404, 'vendor_not_found');
    return reply.header('content-type', svgType).header('cache-control', yearCache).send(renderVendorLogoSvg(vassalage, displayName));
  });
}
