// Wire schema of one lobby game (TypeBox): the server's lobby routes answer it and the site's lobby api reads it.
import { Type, type Static } from '@sinclair/typebox';

export const Game = Type.Object({
  nodeId: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String({ description: 'Vendor code' }),
  displayName: Type.String({ description: 'Vendor display name' }),
  gameName: Type.String(),
  nodeName: Type.String(),
  gameCode: Type.String(),
  gameClassify: Type.String(),
  isGame: Type.Integer({ description: '1 a game, 0 a vendor lobby' }),
  isHot: Type.Integer(),
  isNew: Type.Integer(),
  iconUrl: Type.String({ description: '240x180 SVG tile' }),
  releaseDate: Type.String(),
});
export type Game = Static<typeof Game>;
