// What the header, side menu and footer are built from: the merchant's categories and flags, and the login state.
import { useMemo } from 'react';
import { featureFlagsFrom } from '../../engine/feature-flags';
import { categoriesWithVendors } from '../../engine/game-categories';
import { usePermission } from '../../lib/permission';
import { useIsLoggedIn } from '../../lib/session';

export function useSiteModel() {
  const permission = usePermission();
  const loggedIn = useIsLoggedIn();
  const categories = useMemo(() => categoriesWithVendors(permission.vendors), [permission.vendors]);
  const flags = useMemo(() => featureFlagsFrom(permission), [permission]);
  return { permission, loggedIn, categories, flags };
}
