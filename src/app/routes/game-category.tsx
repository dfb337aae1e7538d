// The category pages (spec P2.1-9, P2.1-10, P2.7): game centres (/sports, /esports, /lott, /elott) and game lists
// (/live, /fish, /rng with ?vassalage, /pvp). A new vassalage starts the page afresh.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { GameCategory } from '../../engine/game-categories';
import { CategoryLobby } from '../../features/lobby/components/category-lobby';
import { useCurrentRoute } from '../../lib/route-handle';

export function Component() {
  const { t } = useTranslation(['common', 'lobby']);
  const [search] = useSearchParams();
  const page = useCurrentRoute()?.page ?? '';
  const vendor = search.get('vassalage');
  const category = page.toUpperCase() as GameCategory;
  return <CategoryLobby key={`${page}:${vendor ?? ''}`} category={category} title={t(`common:nav.${page}`)} vendor={vendor} />;
}
