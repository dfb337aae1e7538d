// Launching a game (spec P4.6-6): a visitor gets the login popup, a trial account the "real account needed" message;
// a member's game opens in a new window from /wps/game/launchGame (a blocked popup is reported), lottery vendors open
// their lobby in the site, a game under maintenance offers other popular games. On a merchant with a wallet per
// vendor, a game plays from its vendor's wallet: the player is offered a transfer in first, or with automatic
// transfer on, the main balance moves in and comes back when the game window closes (docs/decisions.md). Both dialogs
// (the transfer and the maintenance one) load when they open, not with the lobby.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openAuthModal } from '../../../lib/auth-modal';
import { autoTransferOn, whenWindowCloses } from '../../../lib/auto-transfer';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { moneyErrorText } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { withSitePalette } from '../../../lib/palette';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/use-session';
import { balanceQueryOptions, MAIN_WALLET, transfer, transferAllIn } from '../../../lib/wallet-calls';
import { walletKeys } from '../../../lib/wallet-keys';
import { useToast } from '../../../ui/toast';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { launchFunGame, launchGame, type Game } from '../api/lobby-api';
import type { TransferInTarget } from '../components/transfer-in-dialog';
import { decideGameLaunch, decideVendorLaunch, funPlayOffered, type LaunchDecision } from '../rules/lobby-rules';

const TransferInDialog = lazy(withChunkTimeout(() => import('../components/transfer-in-dialog').then((m) => ({ default: m.TransferInDialog }))));
const MaintenanceDialog = lazy(withChunkTimeout(() => import('../components/maintenance-dialog').then((m) => ({ default: m.MaintenanceDialog }))));

type OpenDecision = Extract<LaunchDecision, { kind: 'game' | 'vendor' }>;

export interface Launch {
  launch: (game: Game) => void;
  launchVendor: (vassalage: string, gameType: string) => void;
  /** Fun play: the game with the vendor's play money, for anyone; undefined when the merchant has no free play. */
  launchFun: ((game: Game) => void) | undefined;
  /** Whether a game's tile offers fun play. */
  funOffered: (game: Game) => boolean;
  /** The maintenance dialog; render it once where the hook is used. */
  dialog: ReactNode;
}

export function useLaunch(): Launch {
  const { t, i18n } = useTranslation(['lobby', 'wallet', 'common']);
  const { isLoggedIn, isTrial, member } = useSession();
  const permission = usePermission();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [alternatives, setAlternatives] = useState<Game[] | null>(null);
  const [transferIn, setTransferIn] = useState<{ target: TransferInTarget; decision: OpenDecision } | null>(null);
  const account = member?.account;
  const freePlay = useMemo(() => featureFlagsFrom(permission).freePlay, [permission]);

  const refreshBalances = () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    void queryClient.invalidateQueries({ queryKey: walletKeys.consolidated });
  };

  /** Asks for the game's URL and opens it in a new window; the window, or null when it did not open. */
  const openGame = async (decision: OpenDecision): Promise<Window | null> => {
    const answer = await launchGame(decision.kind === 'game' ? { nodeId: decision.nodeId } : { vassalage: decision.vassalage, gameType: decision.gameType });
    if (answer.success && answer.value?.url) {
      // Without the noopener feature, so a blocked popup is seen (null); the opener is cut by hand instead.
      const opened = window.open(withSitePalette(answer.value.url), '_blank');
      if (opened === null) toast(t('common:errors.popup_blocked'), 'danger');
      else opened.opener = null;
      return opened;
    }
    if (answer.code === 'game_under_maintenance') {
      setAlternatives(answer.value?.alternatives ?? []);
      return null;
    }
    if (answer.code === 'not_logged_in') {
      openAuthModal('login');
      return null;
    }
    toast(t([`lobby:launch.errors.${answer.code ?? 'failed'}`, `common:errors.${answer.code ?? 'request_failed'}`, 'lobby:launch.errors.failed']), 'danger');
    return null;
  };

  /** Automatic transfer: what the game's wallet holds goes back to the main wallet once its window is closed. */
  const bringBackWhenClosed = (opened: Window, vendor: string) => {
    // Not tied to this component: a player who moves to another page while the game is open still gets the money back.
    whenWindowCloses(opened, () => {
      void (async () => {
        try {
          const balance = await queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
          const held = balance.wallets?.find((w) => w.vendor === vendor)?.balance ?? 0;
          if (held > 0) await transfer({ from: vendor, to: MAIN_WALLET, amount: held, idempotencyKey: newIdempotencyKey() });
        } catch (error) {
          toast(moneyErrorText(t, error), 'danger');
        } finally {
          refreshBalances();
        }
      })();
    });
  };

  /** A game of a transfer-wallet vendor: offer the transfer, or move the main balance in when automatic transfer is on. */
  const openFromVendorWallet = async (decision: OpenDecision, vendor: string): Promise<void> => {
    let balance;
    try {
      balance = await queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
    } catch {
      balance = undefined; // The game still opens; its own page shows the wallet it plays from.
    }
    const wallet = balance?.wallets?.find((w) => w.vendor === vendor);
    if (!balance || !wallet) {
      await openGame(decision);
      return;
    }
    if (autoTransferOn(account)) {
      if (balance.balance > 0) {
        try {
          await transferAllIn({ to: vendor, idempotencyKey: newIdempotencyKey() });
        } catch (error) {
          toast(moneyErrorText(t, error), 'danger');
        }
        refreshBalances();
      }
      const opened = await openGame(decision);
      if (opened) bringBackWhenClosed(opened, vendor);
      return;
    }
    if (balance.balance <= 0) {
      await openGame(decision);
      return;
    }
    setTransferIn({ target: { vendor, main: balance.balance, vendorBalance: wallet.balance, currency: balance.currency }, decision });
  };

  const run = async (decision: LaunchDecision, vendor: string) => {
    switch (decision.kind) {
      case 'login':
        openAuthModal('login');
        return;
      case 'trueAccount':
        toast(t('lobby:launch.in_need_true_account'), 'danger');
        return;
      case 'route':
        navigate(decision.to);
        return;
      default:
        if (permission.merchantWallet.isSingle) await openGame(decision);
        else await openFromVendorWallet(decision, vendor);
    }
  };

  const launch = (game: Game) => {
    setAlternatives(null);
    void run(decideGameLaunch({ loggedIn: isLoggedIn, isTrial }, game), game.vassalage);
  };
  const launchVendor = (vassalage: string, gameType: string) => void run(decideVendorLaunch({ loggedIn: isLoggedIn, isTrial }, vassalage, gameType), vassalage);

  /** Fun play: no login, no wallet, no transfer; the game window says "Fun mode" itself. */
  const launchFun = async (game: Game) => {
    setAlternatives(null);
    const answer = await launchFunGame({ nodeId: game.nodeId, language: i18n.language });
    if (answer.success && answer.value?.url) {
      const opened = window.open(withSitePalette(answer.value.url), '_blank');
      if (opened === null) toast(t('common:errors.popup_blocked'), 'danger');
      else opened.opener = null;
      return;
    }
    toast(t([`lobby:launch.errors.${answer.code ?? 'failed'}`, `common:errors.${answer.code ?? 'request_failed'}`, 'lobby:launch.errors.failed']), 'danger');
  };
  const funOffered = (game: Game) => funPlayOffered(freePlay, game);

  // A dialog's code that fails to arrive throws ChunkLoadError to the page's error screen, which offers a reload.
  const dialog = (
    <Suspense fallback={null}>
      {transferIn ? (
        <TransferInDialog
          target={transferIn.target}
          account={account}
          onClose={() => setTransferIn(null)}
          onPlay={() => {
            setTransferIn(null);
            void openGame(transferIn.decision);
          }}
        />
      ) : null}
      {alternatives !== null ? <MaintenanceDialog alternatives={alternatives} onPlay={launch} onClose={() => setAlternatives(null)} /> : null}
    </Suspense>
  );
  return { launch, launchVendor, launchFun: freePlay ? (game: Game) => void launchFun(game) : undefined, funOffered, dialog };
}
