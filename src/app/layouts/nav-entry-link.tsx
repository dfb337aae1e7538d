// One menu entry from the engine's NavEntry: a link, or for a visitor on a login-only entry the login popup
// (spec P2.3-1), or the customer-service window for the entry that opens it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../ui/router-link';
import type { NavEntry } from '../../engine/navigation';
import { openAuthModal } from '../../lib/auth-modal';
import { navEntryExplain } from '../../lib/explain-tags';
import { useOpenCustomerService } from '../../ui/customer-service-button';

export interface NavEntryLinkProps {
  entry: NavEntry;
  loggedIn: boolean;
  className?: string;
  children?: ReactNode;
}

/** The customer-service entry: the only one that needs the channels and the toast (a query observer and two
 * translation hooks per entry were a good part of the first render with forty entries in the header and menus). */
function CustomerServiceEntry({ entry, className, children }: NavEntryLinkProps) {
  const { t } = useTranslation();
  const openCustomerService = useOpenCustomerService();
  return (
    <button type="button" className={className} data-explain={navEntryExplain(entry)} onClick={() => openCustomerService()}>
      {children ?? t(entry.labelKey)}
    </button>
  );
}

function PageEntry({ entry, loggedIn, className, children }: NavEntryLinkProps) {
  const { t } = useTranslation();
  const label = children ?? t(entry.labelKey);
  const explain = navEntryExplain(entry);
  if (entry.requiresLogin && !loggedIn) {
    return (
      <button type="button" className={className} data-explain={explain} onClick={() => openAuthModal('login')}>
        {label}
      </button>
    );
  }
  return (
    <NavLink to={entry.path} className={className} end={entry.path === '/' || entry.exact === true} data-explain={explain}>
      {label}
    </NavLink>
  );
}

export function NavEntryLink(props: NavEntryLinkProps) {
  return props.entry.opens === 'customerService' ? <CustomerServiceEntry {...props} /> : <PageEntry {...props} />;
}
