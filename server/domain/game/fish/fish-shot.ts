// The fishing game's shot (docs/vendors.md): the player fires at the fish in the line of fire; the provably fair
// draw decides which of them the shot hits and whether it is caught. A fish worth m times the bet is caught with
// probability 0.96 / m (a roll under 9,600 / m of 10,000: every multiple divides 9,600), so every shot returns
// exactly 96 % on average whatever the player aims at. Pure: integers in, result out; amounts in minor units.

/** The fish of the sea, smallest first: their multiple of the bet when caught and their size on the canvas. */
export const fishKinds = [
  { kind: 'SHRIMP', times: 2 },
  { kind: 'CLOWNFISH', times: 3 },
  { kind: 'CRAB', times: 5 },
  { kind: 'PUFFER', times: 8 },
  { kind: 'TURTLE', times: 10 },
  { kind: 'SHARK', times: 20 },
  { kind: 'OCTOPUS', times: 30 },
  { kind: 'WHALE', times: 50 },
  { kind: 'DRAGON', times: 100 },
] as const;
export type FishKind = (typeof fishKinds)[number]['kind'];

export const fishReturn = 0.96;
const rollBound = 10_000;
/** The most fish one shot's line of fire may name. */
export const maxTargets = 5;

const timesOf = new Map<string, number>(fishKinds.map((f) => [f.kind, f.times]));
export const isFishKind = (kind: string): kind is FishKind => timesOf.has(kind);

/** The integers a shot draws: which fish of the line is hit, and the catch roll. */
export const shotBounds = (targets: number): number[] => [targets, rollBound];

export interface ShotResult {
  /** The fish in the line of fire, nearest first, as the player's screen had them. */
  targets: FishKind[];
  /** Index in targets of the fish the shot hit. */
  hit: number;
  fish: FishKind;
  times: number;
  roll: number;
  caught: boolean;
  /** Minor units. */
  win: number;
}

/** Settles a shot from its drawn integers (shotBounds(targets.length)) for a bet in minor units. */
export function settleShot(targets: readonly FishKind[], ints: readonly number[], bet: number): ShotResult {
  if (targets.length < 1 || targets.length > maxTargets || !targets.every(isFishKind)) throw new RangeError('targets must name 1-5 fish');
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError('bet must be a positive integer');
  const [hit, roll] = ints as [number, number];
  const fish = targets[hit]!;
  const times = timesOf.get(fish)!;
  const caught = roll < (rollBound * fishReturn) / times;
  return { targets: [...targets], hit, fish, times, roll, caught, win: caught ? bet * times : 0 };
}
