// An image that loads once a tenth of it is on screen (spec P9-2: IntersectionObserver, threshold 0.1); its box has
// a fixed aspect ratio and size from the start, so nothing moves when it arrives.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IMAGE_LAZY_THRESHOLD } from '../rules/lobby-rules';

const Frame = styled.span<{ $ratio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * `priority`: a grid's first images, the likely largest paint of a category page, load at once (not one frame later,
 * once the observer has seen them) and ask the network to fetch them first.
 */
export function LazyImage({ src, alt, width, height, priority = false }: { src: string; alt: string; width: number; height: number; priority?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(priority || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: IMAGE_LAZY_THRESHOLD },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Frame ref={ref} $ratio={`${width} / ${height}`} data-testid="lazy-image">
      {visible ? <img src={src} alt={alt} width={width} height={height} decoding="async" fetchPriority={priority ? 'high' : undefined} /> : null}
    </Frame>
  );
}
