// The router's side of the member centre shell: every /member/* page module is wrapped in MemberCentrePage, so a
// page module renders only its content. Pages not built yet show what is coming, inside the shell.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MemberCentrePage } from '../components/member-centre-page';

type RouteModule = Pick<RouteObject, 'Component'>;

/** member.depositv2 -> depositv2. */
export const memberPageName = (pageId: string): string => pageId.slice('member.'.length);

export function wrapInMemberCentre(pageId: string, module: RouteModule): RouteModule {
  const Page = module.Component as ComponentType | null | undefined;
  if (!Page) return module;
  const name = memberPageName(pageId);
  return {
    ...module,
    Component: () => (
      <MemberCentrePage page={name}>
        <Page />
      </MemberCentrePage>
    ),
  };
}
