// Launching a game (spec P4.6-6): a visitor gets the login popup, a trial account the "real account needed" message;
// a member's game opens in a new window from /wps/game/launchGame (a blocked popup is reported), lottery vendors open
// their lobby in the site, a game under maintenance offers other popular games.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openAuthModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session/use-session';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { launchGame, type Game } from '../api/lobby-api';
import { GameGrid } from '../components/game-grid';
import { decideGameLaunch, decideVendorLaunch, type LaunchDecision } from '../rules/lobby-rules';

export interface Launch {
  launch: (game: Game) => void;
  launchVendor: (vassalage: string, gameType: string) => void;
  /** The maintenance dialog; render it once where the hook is used. */
  dialog: ReactNode;
}

export function useLaunch(): Launch {
  const { t } = useTranslation(['lobby', 'common']);
  const { isLoggedIn, isTrial } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [alternatives, setAlternatives] = useState<Game[] | null>(null);

  const run = async (decision: LaunchDecision) => {
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
        const answer = await launchGame(decision.kind === 'game' ? { nodeId: decision.nodeId } : { vassalage: decision.vassalage, gameType: decision.gameType });
        if (answer.success && answer.value?.url) {
          // Without the noopener feature, so a blocked popup is seen (null); the opener is cut by hand instead.
          const opened = window.open(answer.value.url, '_blank');
          if (opened === null) toast(t('common:errors.popup_blocked'), 'danger');
          else opened.opener = null;
          return;
        }
        if (answer.code === 'game_under_maintenance') {
          setAlternatives(answer.value?.alternatives ?? []);
          return;
        }
        if (answer.code === 'not_logged_in') {
          openAuthModal('login');
          return;
        }
        toast(t([`lobby:launch.errors.${answer.code ?? 'failed'}`, `common:errors.${answer.code ?? 'request_failed'}`, 'lobby:launch.errors.failed']), 'danger');
      }
    }
  };

  const launch = (game: Game) => {
    setAlternatives(null);
    void run(decideGameLaunch({ loggedIn: isLoggedIn, isTrial }, game));
  };
  const launchVendor = (vassalage: string, gameType: string) => void run(decideVendorLaunch({ loggedIn: isLoggedIn, isTrial }, vassalage, gameType));

  const dialog = (
    <Modal open={alternatives !== null} onClose={() => setAlternatives(null)} title={t('lobby:launch.maintenanceTitle')} closeLabel={t('common:actions.close')} width={760}>
      <p>{t('lobby:launch.maintenance')}</p>
      {alternatives && alternatives.length > 0 ? <GameGrid games={alternatives} onPlay={launch} compact /> : null}
    </Modal>
  );
  return { launch, launchVendor, dialog };
}
