// Tags for the preview console's explain mode (docs/preview.md): which configuration made a part of the page appear,
// as data-explain values (kind:id) the console reads from its frames. Plain attributes, inert for players.
import { MOD_IDS, type FeatureFlags } from '../engine/feature-flags';
import type { NavEntry } from '../engine/navigation';

/** Menu entries that exist only while a whitelabel flag is on (src/engine/navigation.ts sideMenu). */
const FLAG_OF_ENTRY: Readonly<Record<string, keyof FeatureFlags & keyof typeof MOD_IDS>> = {
  rebate: 'manualRebate',
  missions: 'missions',
  vip: 'vip',
  inviteFriends: 'referral',
};

/** A category entry shows because the category has vendors; a few entries because a flag is on. */
export function navEntryExplain(entry: NavEntry): string | undefined {
  if (entry.category) return `vendors:${entry.category}`;
  const flag = FLAG_OF_ENTRY[entry.id];
  return flag ? `flag:${MOD_IDS[flag]}` : undefined;
}

export const flagExplain = (flag: keyof FeatureFlags & keyof typeof MOD_IDS) => `flag:${MOD_IDS[flag]}`;
