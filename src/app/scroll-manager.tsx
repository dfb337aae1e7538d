// Every route change scrolls to the top, or to the anchor a hash names (spec P2.1-14).
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function scrollToLocation(hash: string): void {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, 0);
}

export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  useLayoutEffect(() => {
    scrollToLocation(hash);
  }, [pathname, search, hash, key]);
  return null;
}
