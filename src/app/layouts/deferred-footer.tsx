// The footer sits below the fold: its code loads when it comes near the viewport, not before the page is interactive.
// The space it will take is reserved so nothing jumps when it arrives.
import { Suspense, useRef } from 'react';
import styled from 'styled-components';
import { useNearViewport } from '../../ui/near-viewport';
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
  const near = useNearViewport(reserve, LOAD_AHEAD);
  if (!near) return <Reserve ref={reserve} />;
  return (
    <Suspense fallback={<Reserve />}>
      <SiteFooter />
    </Suspense>
  );
}
