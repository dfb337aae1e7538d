// Spec P4.6, P6-3: trial accounts are blocked from member and account pages. The router wraps those pages' modules
// with trueAccountOnly; the guard's own code loads with the page, so the main chunk carries only this wrapper.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type RouteModule = Pick<RouteObject, 'Component'>;

/** The member centre's pages: /member and every /member/... page. */
export const needsTrueAccount = (page: string): boolean => page === 'member' || page.startsWith('member.');

export function trueAccountOnly(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return async () => {
    const [module, { RequireTrueAccount }] = await Promise.all([load(), import('../../../ui/require-true-account')]);
    const Page = module.Component as ComponentType | null | undefined;
    if (!Page) return module;
    return {
      ...module,
      Component: () => (
        <RequireTrueAccount>
          <Page />
        </RequireTrueAccount>
      ),
    };
  };
}
