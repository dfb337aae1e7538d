// The footer sits below the fold: its code loads when it comes near the viewport, not before the page is interactive.
// The space it will take is reserved so nothing jumps when it arrives.
import { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyComponent } from '../lazy-component';

const SiteFooter = lazyComponent(() => import('./site-footer').then((m) => m.SiteFooter));

/** Start loading this far before the footer scrolls into view, so it is there when the visitor arrives. */
const LOAD_AHEAD = '50px 0px';

const Reserve = styled.div`
  min-height: 320px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function DeferredFooter() {
  const reserve = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = reserve.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <Reserve ref={reserve} />;
  return (
    <Suspense fallback={<Reserve />}>
      <SiteFooter />
    </Suspense>
  );
}
