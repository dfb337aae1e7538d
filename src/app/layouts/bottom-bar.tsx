// The phone's bottom navigation bar (docs/phones.md), for a merchant whose layout.phoneNavigation is "bottomBar":
// fixed to the bottom of a phone's screen, above the safe area, five entries with an icon and a label, the current
// one marked. It replaces the top navigation strip on phones only; tablets and the desktop never show it. A spacer
// keeps the end of the page (the footer's last line) from hiding under it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { bottomNavigation } from '../../engine/navigation';
import { media } from '../../ui/breakpoints';
import { focusRing } from '../../ui/focus-ring';
import { Icon } from '../../ui/icons';
import { NavEntryLink } from './nav-entry-link';
import { useSiteModel } from './use-site-model';

const BAR_HEIGHT_PX = 60;

const Bar = styled.nav`
  display: none;

  ${media.phone} {
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 900;
    display: block;
    padding-block-end: env(safe-area-inset-bottom);
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.header};
    color: ${({ theme }) => theme.colors.onHeader};
  }

  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Entry = styled(NavEntryLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  min-height: ${BAR_HEIGHT_PX}px;
  padding: 4px 2px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.72rem;
  line-height: 1.15;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  touch-action: manipulation;

  svg {
    width: 24px;
    height: 24px;
  }
  /* The header's own text colour (a theme's primary can be the header's colour), marked by a tint and a line. */
  &[aria-current='page'] {
    background: color-mix(in srgb, currentColor 14%, transparent);
    box-shadow: inset 0 3px 0 currentColor;
    font-weight: 700;
  }
  ${focusRing}
`;

/** Room at the end of the page for the fixed bar, on phones only. */
export const BottomBarSpacer = styled.div`
  display: none;

  ${media.phone} {
    display: block;
    height: calc(${BAR_HEIGHT_PX + 2}px + env(safe-area-inset-bottom)); /* the entries, the top border and rounding */
  }
`;

/** The bar's height for what else sticks to the screen's foot (the lottery's bet slip bar), so it stays above the bar. */
const BarHeight = createGlobalStyle`
  ${media.phone} {
    :root {
      --bottom-bar-block-size: calc(${BAR_HEIGHT_PX + 1}px + env(safe-area-inset-bottom));
    }
  }
`;

const ICONS: Record<string, ReactNode> = {
  home: <path d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" />,
  promotions: <path d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1" />,
  deposit: <path d="M3 7h18v12H3zM3 11h18M16 15h2" />,
  customerService: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3" />,
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

export function BottomBar() {
  const { t } = useTranslation();
  const { loggedIn } = useSiteModel();
  return (
    <Bar aria-label={t('app.bottomNavigation')} data-testid="bottom-bar">
      <BarHeight />
      <ul>
        {bottomNavigation().map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} loggedIn={loggedIn}>
              <Icon>{ICONS[entry.id]}</Icon>
              <span>{t(entry.labelKey)}</span>
            </Entry>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
