// The lottery lobbies (spec P2.1-12): /lottery, /seaLottery and /vnLottery with ?gameCode, for logged-in players.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../features/coming-soon/components/coming-soon';
import { useCurrentRoute } from '../route-handle';

export function Component() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const page = useCurrentRoute()?.page ?? 'lottery';
  const gameCode = search.get('gameCode');
  return (
    <ComingSoon title={t(`${page}.title`)} description={t(`${page}.placeholder`)}>
      {gameCode ? <p>{t('gameCode', { gameCode })}</p> : null}
    </ComingSoon>
  );
}
