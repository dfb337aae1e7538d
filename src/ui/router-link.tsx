// The site's in-app links: an anchor whose click is a client navigation (React Router's useHref and
// useLinkClickHandler). React Router's own Link and NavLink carry its framework mode's route-module prefetching
// (about 3 KiB gzip in the entry) that a declarative router never uses; these keep only what the site relies on:
// `to`, `replace`, `state`, `target`, and for NavLink the current page's aria-current and `end`.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on the path itself, not below it. */
  end?: boolean;
}

/** A Link marked aria-current="page" while its path (or, without `end`, a path below it) is shown. */
export function NavLink({ end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  const here = pathname.toLowerCase();
  const to = target.toLowerCase();
  const current = here === to || (!end && to !== '/' && here.startsWith(to) && here.charAt(to.length) === '/');
  return <Link aria-current={current ? 'page' : undefined} {...rest} />;
}
