// Content below the fold whose code and data wait until the visitor scrolls near it: the page's first view loads
// less (the home's winner board, vendor strip and promotions strip, the footer). Until then an empty box of the
// content's usual height holds its place, so nothing below it jumps when it arrives.
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

/** Start loading this far before the content scrolls into view, so a scrolling visitor finds it drawn. */
export const NEAR_MARGIN = '600px 0px';

/** True once the element has come within `margin` of the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(target: RefObject<Element | null>, margin: string = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}

const Reserve = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

/** Renders `children` (typically lazy) once near the viewport; before and while it loads, a box of `minHeight`. */
export function NearViewport({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const reserve = useRef<HTMLDivElement>(null);
  const near = useNearViewport(reserve);
  if (!near) return <Reserve ref={reserve} $minHeight={minHeight} />;
  return <Suspense fallback={<Reserve $minHeight={minHeight} />}>{children}</Suspense>;
}
