// A page of the route table that has no module yet (every page of the spec has one now): its title and a line
// saying it is not open yet. The member centre and agent centre landings also list their pages this merchant has.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/router-link';
import { featureFlagsFrom } from '../../engine/feature-flags';
import { isRouteEnabled, ROUTES } from '../../engine/layout-rules';
import { ComingSoon } from '../../features/coming-soon/components/coming-soon';
import { usePermission } from '../../lib/permission';
import { useCurrentRoute } from '../../lib/route-handle';

/** The landings that list their sub-pages: member -> member.*, agentHome -> agentHome.*. */
const LANDINGS = new Set(['member', 'agentHome']);

export function Component() {
  const { t } = useTranslation('pages');
  const permission = usePermission();
  const route = useCurrentRoute();
  const page = route?.page ?? '';
  const flags = featureFlagsFrom(permission);
  const subPages = LANDINGS.has(page) ? ROUTES.filter((r) => r.page.startsWith(`${page}.`) && isRouteEnabled(r, flags)) : [];
  return (
    <ComingSoon title={t(`${page}.title`)} description={t('pageNotOpen')}>
      {subPages.length > 0 ? (
        <ul>
          {subPages.map((sub) => (
            <li key={sub.path}>
              <Link to={sub.path}>{t(`${sub.page}.title`)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </ComingSoon>
  );
}
