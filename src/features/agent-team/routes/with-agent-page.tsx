// Member pages the agent centre reuses (deposit, withdraw, messages: the spec names no agent page of its own) render
// inside the agent layout with the agent page's frame: agents only, one h1 with the member page's title.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { TeamPage } from '../../../ui/team-page-parts';

type RouteModule = Pick<RouteObject, 'Component'>;

export function wrapInAgentPage(memberPage: string, module: RouteModule): RouteModule {
  const Found = module.Component as ComponentType | null | undefined;
  if (!Found) return module;
  const Page: ComponentType = Found;
  function AgentCentreMemberPage() {
    const { t } = useTranslation('pages');
    return (
      <TeamPage title={t(`member.${memberPage}.title`)}>
        <Page />
      </TeamPage>
    );
  }
  return { ...module, Component: AgentCentreMemberPage };
}
