// What a route tells the shared page modules about itself, through React Router's route handle.
import { useMatches } from 'react-router-dom';
import type { RouteDefinition } from '../engine/layout-rules';

export interface PageHandle {
  route: RouteDefinition;
}

const isPageHandle = (handle: unknown): handle is PageHandle => typeof handle === 'object' && handle !== null && 'route' in handle;

/** The route definition of the page being shown. */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.route;
  }
  return undefined;
}
