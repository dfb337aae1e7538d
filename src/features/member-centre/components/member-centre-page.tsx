// The member centre's frame (spec M2-1..M2-17): a navigation of the member pages this merchant and member have, the
// current one marked with aria-current, and the page title as the one h1. Pages render inside it: the router wraps
// every /member/* module with it (withMemberCentre), and a page may also wrap itself (docs/member-centre.md).
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../../../ui/router-link';
import styled from 'styled-components';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { usePermission } from '../../../lib/permission';
import { isTrialType } from '../../../lib/session/account-type';
import { memberInfoQueryOptions } from '../../../lib/session/member-info';
import { focusRing } from '../../../ui/focus-ring';
import { useCurrentEntryInView } from '../../../ui/strip-scroll';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { badgesQueryOptions } from '../api/badges';
import { unreadCountQueryOptions } from '../api/unread-count';
import { memberNavEntries } from '../utils/menu-entries';

const Frame = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xl};

  @media (max-width: 800px) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.spacing.lg};
  }
`;

const Nav = styled.nav`
  flex-shrink: 0;
  width: 200px;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }

  /* A narrow screen gets the menu as one row that scrolls sideways above the page, not a column before it. */
  @media (max-width: 800px) {
    width: 100%;
    padding: ${({ theme }) => theme.spacing.xs};

    /* Positioned, so the visually hidden counts inside scroll with their entries rather than widen the page. */
    ul {
      position: relative;
      display: flex;
      gap: ${({ theme }) => theme.spacing.xs};
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
    }
    ul::-webkit-scrollbar {
      display: none;
    }
    a {
      min-height: 44px;
      white-space: nowrap;
    }
  }
`;

const NavBadge = styled.span`
  min-width: 20px;
  margin-inline-start: auto;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.8rem;
  line-height: 20px;
  text-align: center;

  a[aria-current='page'] & {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Content = styled.section`
  flex: 1;
  min-width: 0;

  h1 {
    margin-top: 0;
  }
`;

const MemberPageName = createContext<string>('');

/** The name of the member page being shown (depositv2, ...), for what renders inside the shell. */
export const useMemberPageName = (): string => useContext(MemberPageName);

export interface MemberCentrePageProps {
  /** The page name after /member/ (depositv2, transferFund, ...): its title is pages:member.<name>.title. */
  page: string;
  children: ReactNode;
}

export function MemberCentrePage({ page, children }: MemberCentrePageProps) {
  const { t } = useTranslation(['member-centre', 'pages']);
  const permission = usePermission();
  // The member info RequireTrueAccount already asked for. retryOnMount off: if it failed, mounting here must not
  // ask again, which would put the guard back to loading and unmount this page in a loop.
  const { data: member } = useQuery({ ...memberInfoQueryOptions(), retryOnMount: false });
  const flags = useMemo(() => featureFlagsFrom(permission), [permission]);
  const row = useRef<HTMLUListElement>(null);
  useCurrentEntryInView(row, useLocation().pathname);
  const entries = memberNavEntries({ flags, vipEnabled: member?.vip.enabled });
  // Counts beside messages, missions and rewards (M2-18), for real accounts only: trial users do not load them.
  const isReal = member !== undefined && !member.isTrial && !isTrialType(member.type);
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled: isReal });
  const badges = useQuery({ ...badgesQueryOptions(), enabled: isReal });
  const countOf = (name: string): number => {
    if (!isReal) return 0;
    if (name === 'messageV2') return unread.data ?? 0;
    if (name === 'missionLeaderboard') return badges.data?.missions ?? 0;
    if (name === 'rewardCenter') return badges.data?.rewards ?? 0;
    return 0;
  };
  const titleId = `member-page-title-${page}`;
  return (
    <Frame data-testid="member-centre">
      <Nav aria-label={t('member-centre:nav.label')}>
        <ul ref={row}>
          {entries.map((entry) => (
            <li key={entry.name}>
              {/* NavLink marks the current page with aria-current="page". */}
              <NavLink to={entry.path}>
                <span>{t(`pages:member.${entry.name}.title`)}</span>
                {countOf(entry.name) > 0 ? (
                  <>
                    <NavBadge aria-hidden="true">{countOf(entry.name)}</NavBadge>
                    <VisuallyHidden>{t(`member-centre:nav.badge.${entry.name}`, { n: countOf(entry.name) })}</VisuallyHidden>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Content aria-labelledby={titleId}>
        <h1 id={titleId}>{t(`pages:member.${page}.title`)}</h1>
        <MemberPageName.Provider value={page}>{children}</MemberPageName.Provider>
      </Content>
    </Frame>
  );
}
