// Spec M2-19: non-agents are redirected to /agent. The router already sends a visitor without a session there;
// this sends a logged-in member (type 0, trial) there once member info says they are no agent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../lib/session/use-session';
import { Spinner } from './spinner';

export function AgentOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agentTeam');
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to="/agent" replace />;
  if (session.member === undefined) return <Spinner label={t('loading')} />;
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  return <>{children}</>;
}
