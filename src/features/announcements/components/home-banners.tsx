// The home banner carousel (spec P2.2-1): group w_home, a new banner every 5000 ms with a 1000 ms transition, looping
// only with more than one banner. Image sizes are reserved so the page does not jump; a pause button and pausing on
// hover or focus keep the movement under the visitor's control (WCAG 2.2.2); previous, next and one dot per banner
// are buttons in the Tab order; a visitor who asks for reduced motion gets no autoplay and no sliding.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled from 'styled-components';
import { usePermission } from '../../../lib/permission';
import { imageUrl } from '../../../lib/cdn';
import { media } from '../../../ui/breakpoints';
import { focusRing } from '../../../ui/focus-ring';
import { IconButton } from '../../../ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './media-icons';
import { Skeleton } from '../../../ui/skeleton';
import type { Banner } from '../api/get-announcements';
import { HOME_BANNER_GROUP } from '../../../engine/api/banner-groups';

export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_TRANSITION_MS = 1_000;
const DEFAULT_RATIO = '10 / 3';

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translateX(${({ $index }) => -100 * $index}%);
  /* Right to left, the slides line up from the right: the track moves the other way. */
  &:dir(rtl) {
    transform: translateX(${({ $index }) => 100 * $index}%);
  }
  transition: transform ${BANNER_TRANSITION_MS}ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Controls = styled.div`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.spacing.md};
  bottom: ${({ theme }) => theme.spacing.md};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;

  /* On a phone the controls would cover most of the picture: they sit in a row under it. */
  ${media.phone} {
    position: static;
    justify-content: center;
    border-radius: 0;
  }
`;

const Dots = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    ${focusRing}
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid currentColor;
    border-radius: 50%;
  }
  button[aria-current='true']::before {
    background: currentColor;
  }
`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && (window.matchMedia?.(REDUCED_MOTION).matches ?? false));
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

// The first slide is the home's largest paint: fetched at high priority (the page shell also preloads it); the
// others wait until they come near the screen.
function BannerImage({ banner, imageCDNs, first }: { banner: Banner; imageCDNs: readonly string[]; first: boolean }) {
  return (
    <img
      src={imageUrl(banner.url, imageCDNs)}
      alt={banner.alt}
      width={banner.width}
      height={banner.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}

function BannerSlide({ banner, imageCDNs, hidden, first }: { banner: Banner; imageCDNs: readonly string[]; hidden: boolean; first: boolean }) {
  const image = <BannerImage banner={banner} imageCDNs={imageCDNs} first={first} />;
  const linked = banner.linkage && banner.linkageType === 'ROUTE';
  const external = banner.linkage && banner.linkageType === 'URL';
  return (
    // Slides out of view are hidden from assistive technology and from the Tab order.
    <Slide aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {linked ? <Link to={banner.linkage ?? '/'}>{image}</Link> : external ? <a href={banner.linkage} target="_blank" rel="noopener noreferrer">{image}</a> : image}
    </Slide>
  );
}

export function HomeBanners({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  const { imageCDNs } = usePermission();
  const slides = banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const paused = stopped || hovered;
  const count = slides.length;
  const loops = count > 1;

  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!loops || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [loops, paused, count, reducedMotion]);

  if (loading) {
    const first = banners[0];
    return <Skeleton $aspectRatio={first?.width && first.height ? `${first.width} / ${first.height}` : DEFAULT_RATIO} />;
  }
  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Track $index={current}>
        {slides.map((banner, position) => (
          <BannerSlide key={banner.id} banner={banner} imageCDNs={imageCDNs} hidden={position !== current} first={position === 0} />
        ))}
      </Track>
      {loops ? (
        <Controls>
          <IconButton
            label={t(stopped ? 'home.playBanners' : 'home.pauseBanners')}
            icon={stopped ? <PlayIcon /> : <PauseIcon />}
            onClick={() => setStopped((value) => !value)}
          />
          <IconButton label={t('home.previousBanner')} icon={<ChevronLeftIcon />} onClick={() => setIndex((current + count - 1) % count)} />
          <span aria-live={paused ? 'polite' : 'off'}>{t('home.bannerPosition', { current: current + 1, total: count })}</span>
          <IconButton label={t('home.nextBanner')} icon={<ChevronRightIcon />} onClick={() => setIndex((current + 1) % count)} />
          <Dots>
            {slides.map((banner, position) => (
              <li key={banner.id}>
                <button
                  type="button"
                  aria-label={t('home.bannerPosition', { current: position + 1, total: count })}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => setIndex(position)}
                />
              </li>
            ))}
          </Dots>
        </Controls>
      ) : null}
    </Region>
  );
}
