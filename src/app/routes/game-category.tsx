// The category pages (spec P2.1-9, P2.1-10): game centres (/sports, /esports, /lott, /elott) and game lists
// (/live, /fish, /rng with ?vassalage, /pvp), built by the lobby release.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../features/coming-soon/components/coming-soon';
import { useCurrentRoute } from '../route-handle';

const GAME_LISTS = new Set(['live', 'fish', 'rng', 'pvp']);

export function Component() {
  const { t } = useTranslation(['pages', 'common']);
  const [search] = useSearchParams();
  const page = useCurrentRoute()?.page ?? '';
  const vendor = page === 'rng' ? search.get('vassalage') : null;
  return (
    <ComingSoon title={t(`common:nav.${page}`)} description={t(GAME_LISTS.has(page) ? 'gameList' : 'gameCentre')}>
      {vendor ? <p>{t('vendor', { vendor })}</p> : null}
    </ComingSoon>
  );
}
