// The lottery lobbies (spec P2.1-12): /lottery, /seaLottery and /vnLottery with ?gameCode, for logged-in players.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../features/coming-soon/components/coming-soon';
import { useCurrentRoute } from '../route-handle';

export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = useCurrentRoute()?.page ?? 'lottery';
  const gameCode = search.get('gameCode');
  return (
    <ComingSoon title={t(`pages.${page}.title`)} description={t(`pages.${page}.placeholder`)}>
      {gameCode ? <p>{t('pages.gameCode', { gameCode })}</p> : null}
    </ComingSoon>
  );
}
