// Launching a game (spec P4.6-6): a visitor gets the login popup, a trial account the "real account needed" message;
// a member's game opens in a new window from /wps/game/launchGame (a blocked popup is reported), lottery vendors open
// their lobby in the site, a game under maintenance offers other popular games. On a merchant with a wallet per
// vendor, a game plays from its vendor's wallet: the player is offered a transfer in first, or with automatic
// transfer on, the main balance moves in and comes back when the game window closes (docs/decisions.md). Both dialogs
// (the transfer and the maintenance one) load when they open, and what opens a game (launch-flow.ts: the launch call,
// the wallet calls, automatic transfer, idempotency keys) at the first launch click, not with the lobby.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openAuthModal } from '../../../lib/auth-modal';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { withSitePalette } from '../../../lib/palette';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/use-session';
import { useToast } from '../../../ui/toast';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { launchFunGame, type Game } from '../api/lobby-api';
import type { TransferInTarget } from '../components/transfer-in-dialog';
import { decideGameLaunch, decideVendorLaunch, funPlayOffered, type LaunchDecision } from '../rules/lobby-rules';
import type { LaunchContext, OpenDecision } from './launch-flow';

const TransferInDialog = lazy(withChunkTimeout(() => import('../components/transfer-in-dialog').then((m) => ({ default: m.TransferInDialog }))));
const MaintenanceDialog = lazy(withChunkTimeout(() => import('../components/maintenance-dialog').then((m) => ({ default: m.MaintenanceDialog }))));

// What opens a game (the launch call, the wallet checks and transfers) loads at the first launch click.
const loadLaunchFlow = withChunkTimeout(() => import('./launch-flow'));

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

  const context = (): LaunchContext => ({
    t,
    queryClient,
    toast,
    account,
    showAlternatives: setAlternatives,
    offerTransferIn: (target, decision) => setTransferIn({ target, decision }),
  });

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
      default: {
        let flow;
        try {
          flow = await loadLaunchFlow();
        } catch {
          toast(t('lobby:launch.errors.failed'), 'danger');
          return;
        }
        if (permission.merchantWallet.isSingle) await flow.openGame(context(), decision);
        else await flow.openFromVendorWallet(context(), decision, vendor);
      }
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
            void loadLaunchFlow().then((flow) => flow.openGame(context(), transferIn.decision));
          }}
        />
      ) : null}
      {alternatives !== null ? <MaintenanceDialog alternatives={alternatives} onPlay={launch} onClose={() => setAlternatives(null)} /> : null}
    </Suspense>
  );
  return { launch, launchVendor, launchFun: freePlay ? (game: Game) => void launchFun(game) : undefined, funOffered, dialog };
}
