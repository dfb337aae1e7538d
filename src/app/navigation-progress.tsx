// A thin bar at the top of the page while the next page's chunk loads; gone once navigation ends (spec P2.1-14). The
// router (router.tsx) runs every navigation as a transition and says here whether one is pending.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  inset-inline-start: 0;
  inset-inline-end: 0;
  z-index: 1200;
  height: 3px;
  overflow: hidden;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;

export const NavigationPendingContext = createContext(false);

export function NavigationProgress() {
  const { t } = useTranslation();
  if (!useContext(NavigationPendingContext)) return null;
  return (
    <Track role="progressbar" aria-label={t('app.loadingPage')} data-testid="navigation-progress">
      <Bar />
    </Track>
  );
}
