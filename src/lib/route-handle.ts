// What a route tells the shared page modules about itself: the router wraps each page in this context.
import { createContext, useContext } from 'react';
import type { RouteDefinition } from '../engine/layout-rules';

export const CurrentRouteContext = createContext<RouteDefinition | undefined>(undefined);

/** The route definition of the page being shown. */
export function useCurrentRoute(): RouteDefinition | undefined {
  return useContext(CurrentRouteContext);
}
