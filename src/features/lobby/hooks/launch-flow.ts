// The part of a game launch that opens the game (spec P4.6-6, docs/lobby-client.md "Weight"): asking for the game's
// URL and opening its window, and on a merchant with a wallet per vendor the balance check, the automatic transfer
// in and back, and the offer of a transfer. It loads at the first launch click, not with the game grid: the wallet
// calls, the automatic-transfer settings and the idempotency keys are no part of the home's first paint.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { openAuthModal } from '../../../lib/auth-modal';
import { autoTransferOn, whenWindowCloses } from '../../../lib/auto-transfer';
import { moneyErrorText } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { withSitePalette } from '../../../lib/palette';
import { balanceQueryOptions, MAIN_WALLET, transfer, transferAllIn } from '../../../lib/wallet-calls';
import { walletKeys } from '../../../lib/wallet-keys';
import { launchGame, type Game } from '../api/lobby-api';
import type { TransferInTarget } from '../components/transfer-in-dialog';
import type { LaunchDecision } from '../rules/lobby-rules';

export type OpenDecision = Extract<LaunchDecision, { kind: 'game' | 'vendor' }>;

export interface LaunchContext {
  t: TFunction;
  queryClient: QueryClient;
  toast: (text: string, tone: 'danger') => void;
  account: string | undefined;
  showAlternatives: (games: Game[]) => void;
  offerTransferIn: (target: TransferInTarget, decision: OpenDecision) => void;
}

function refreshBalances(ctx: LaunchContext): void {
  void ctx.queryClient.invalidateQueries({ queryKey: walletKeys.balance });
  void ctx.queryClient.invalidateQueries({ queryKey: walletKeys.consolidated });
}

/** Asks for the game's URL and opens it in a new window; the window, or null when it did not open. */
export async function openGame(ctx: LaunchContext, decision: OpenDecision): Promise<Window | null> {
  const { t, toast } = ctx;
  const answer = await launchGame(decision.kind === 'game' ? { nodeId: decision.nodeId } : { vassalage: decision.vassalage, gameType: decision.gameType });
  if (answer.success && answer.value?.url) {
    // Without the noopener feature, so a blocked popup is seen (null); the opener is cut by hand instead.
    const opened = window.open(withSitePalette(answer.value.url), '_blank');
    if (opened === null) toast(t('common:errors.popup_blocked'), 'danger');
    else opened.opener = null;
    return opened;
  }
  if (answer.code === 'game_under_maintenance') {
    ctx.showAlternatives(answer.value?.alternatives ?? []);
    return null;
  }
  if (answer.code === 'not_logged_in') {
    openAuthModal('login');
    return null;
  }
  toast(t([`lobby:launch.errors.${answer.code ?? 'failed'}`, `common:errors.${answer.code ?? 'request_failed'}`, 'lobby:launch.errors.failed']), 'danger');
  return null;
}

/** Automatic transfer: what the game's wallet holds goes back to the main wallet once its window is closed. */
function bringBackWhenClosed(ctx: LaunchContext, opened: Window, vendor: string): void {
  // Not tied to a component: a player who moves to another page while the game is open still gets the money back.
  whenWindowCloses(opened, () => {
    void (async () => {
      try {
        const balance = await ctx.queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
        const held = balance.wallets?.find((w) => w.vendor === vendor)?.balance ?? 0;
        if (held > 0) await transfer({ from: vendor, to: MAIN_WALLET, amount: held, idempotencyKey: newIdempotencyKey() });
      } catch (error) {
        ctx.toast(moneyErrorText(ctx.t, error), 'danger');
      } finally {
        refreshBalances(ctx);
      }
    })();
  });
}

/** A game of a transfer-wallet vendor: offer the transfer, or move the main balance in when automatic transfer is on. */
export async function openFromVendorWallet(ctx: LaunchContext, decision: OpenDecision, vendor: string): Promise<void> {
  let balance;
  try {
    balance = await ctx.queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
  } catch {
    balance = undefined; // The game still opens; its own page shows the wallet it plays from.
  }
  const wallet = balance?.wallets?.find((w) => w.vendor === vendor);
  if (!balance || !wallet) {
    await openGame(ctx, decision);
    return;
  }
  if (autoTransferOn(ctx.account)) {
    if (balance.balance > 0) {
      try {
        await transferAllIn({ to: vendor, idempotencyKey: newIdempotencyKey() });
      } catch (error) {
        ctx.toast(moneyErrorText(ctx.t, error), 'danger');
      }
      refreshBalances(ctx);
    }
    const opened = await openGame(ctx, decision);
    if (opened) bringBackWhenClosed(ctx, opened, vendor);
    return;
  }
  if (balance.balance <= 0) {
    await openGame(ctx, decision);
    return;
  }
  ctx.offerTransferIn({ vendor, main: balance.balance, vendorBalance: wallet.balance, currency: balance.currency }, decision);
}
