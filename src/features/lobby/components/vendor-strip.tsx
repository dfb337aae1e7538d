// The home's vendor strip (a section of the composed home, docs/theming.md): the merchant's game providers, each a
// link to the game centre of its first category, at most the section's limit.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled from 'styled-components';
import type { SectionSettings } from '../../../engine/config-types';
import { CATEGORY_ORDER, categoriesWithVendors, type GameCategory } from '../../../engine/game-categories';
import { topNavigation } from '../../../engine/navigation';
import { localizedText } from '../../../lib/localized';
import { usePermission } from '../../../lib/permission';
import { focusRing } from '../../../ui/focus-ring';

const Strip = styled.section`
  margin: ${({ theme }) => theme.spacing.xxl} 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.type.sizes.sectionTitle};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.type.weights.strong};
    text-decoration: none;
    ${focusRing}
  }
`;

const DEFAULT_LIMIT = 12;

export function VendorStrip({ settings }: { settings: SectionSettings }) {
  const { t, i18n } = useTranslation();
  const { vendors } = usePermission();
  const entries = useMemo(() => {
    const categories = categoriesWithVendors(vendors);
    const paths = new Map(topNavigation(categories).flatMap((entry) => (entry.category ? [[entry.category, entry.path] as const] : [])));
    const seen = new Map<string, string>();
    for (const category of CATEGORY_ORDER) {
      const path = paths.get(category as GameCategory);
      for (const vendor of categories[category]) if (path && !seen.has(vendor)) seen.set(vendor, path);
    }
    return [...seen].slice(0, settings.limit ?? DEFAULT_LIMIT);
  }, [vendors, settings.limit]);
  if (entries.length === 0) return null;
  const title = localizedText(settings.title, i18n.language) || t('footer.vendors');
  return (
    <Strip aria-labelledby="home-vendor-strip" data-testid="home-vendor-strip">
      <h2 id="home-vendor-strip">{title}</h2>
      <ul>
        {entries.map(([vendor, path]) => (
          <li key={vendor}>
            <Link to={path}>{vendor}</Link>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
