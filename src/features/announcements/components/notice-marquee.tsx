// The scrolling notice line of the home page (spec P2.2-2). It stops on hover, on focus and with its pause button
// (WCAG 2.2.2), and stands still, without the button, for visitors who ask for reduced motion.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { Skeleton } from '../../../ui/skeleton';
import { IconButton } from '../../../ui/icon-button';
import { MegaphoneIcon, PauseIcon, PlayIcon } from './media-icons';
import type { Notice } from '../api/get-announcements';

/** Scrolling speed: the longer the line, the longer one pass takes. */
const SECONDS_PER_NOTICE = 12;
const BAR_HEIGHT = '40px';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** Right to left, the line comes in from the left and moves rightwards, the way the text reads. */
const scrollRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(100%); }
`;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => (theme.components.marquee.style === 'bar' ? theme.colors.surface : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  /* The plain style: text on the page between two rules. */
  border-block: ${({ theme }) => (theme.components.marquee.style === 'plain' ? `${theme.borderWidth} solid ${theme.colors.border}` : '0')};

  > svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
  }
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;

const Line = styled.ul<{ $seconds: number; $paused: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xxxl};
  margin: 0;
  padding: 0;
  padding-inline-start: 100%;
  list-style: none;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  &:dir(rtl) {
    animation-name: ${scrollRtl};
  }
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};

  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${BAR_HEIGHT};
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    padding-inline-start: 0;
    &,
    &:dir(rtl) {
      animation: none;
    }
  }
`;

// Nothing moves under reduced motion, so there is nothing to pause: the button goes, and with it a target that sat
// against the first notice's link (WCAG 2.5.8, seen by axe at phone size).
const PauseButton = styled(IconButton)`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Placeholder = styled(Skeleton)`
  margin: ${({ theme }) => theme.spacing.lg} 0;
`;

export function NoticeMarquee({ notices, loading }: { notices: Notice[]; loading: boolean }) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(false);
  // The bar's place is kept while the notices load, so the page below does not jump when they arrive.
  if (loading) return <Placeholder $height={BAR_HEIGHT} />;
  if (notices.length === 0) return null;
  return (
    <Bar aria-label={t('home.notices')}>
      <MegaphoneIcon />
      <Viewport>
        <Line $seconds={SECONDS_PER_NOTICE * notices.length} $paused={stopped}>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to={`/announce#${notice.id}`}>{notice.title}</Link>
            </li>
          ))}
        </Line>
      </Viewport>
      <PauseButton label={t(stopped ? 'home.playNotices' : 'home.pauseNotices')} icon={stopped ? <PlayIcon /> : <PauseIcon />} onClick={() => setStopped((value) => !value)} />
    </Bar>
  );
}
