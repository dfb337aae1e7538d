// Spec M4-7: the consolidated wallet is asked for only when AGENTPOLICY3 is on and the member is not trial.
import type { FeatureFlags } from '../../../engine/feature-flags';

export function shouldLoadConsolidated({ flags, isTrial }: { flags: Pick<FeatureFlags, 'consolidatedWallet'>; isTrial: boolean }): boolean {
  return flags.consolidatedWallet && !isTrial;
}
