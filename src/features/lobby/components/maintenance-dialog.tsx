// The dialog of a game under maintenance (spec P4.6-6): it says so and offers other popular games. Loaded when a launch
// meets maintenance, not with the lobby.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import type { Game } from '../api/lobby-api';
import { GameGrid } from './game-grid';

export function MaintenanceDialog({ alternatives, onPlay, onClose }: { alternatives: Game[]; onPlay: (game: Game) => void; onClose: () => void }) {
  const { t } = useTranslation(['lobby', 'common']);
  return (
    <Modal open onClose={onClose} title={t('lobby:launch.maintenanceTitle')} closeLabel={t('common:actions.close')} width={760}>
      <p>{t('lobby:launch.maintenance')}</p>
      {alternatives.length > 0 ? <GameGrid games={alternatives} onPlay={onPlay} compact /> : null}
    </Modal>
  );
}
