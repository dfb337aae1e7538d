// /agent (spec P2.1-13, P2.9-3): the agent landing with the login form; success goes to /agentHome. A logged-in
// agent is sent there at once.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../../lib/session/use-session';
import { LoginFlow } from '../components/login-flow';

const Card = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.spacing.xxl} auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function Component() {
  const { t } = useTranslation('auth');
  const { isAgent } = useSession();
  if (isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <Card aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('login.agentTitle')}</h1>
      <p>{t('login.agentIntro')}</p>
      <LoginFlow area="agent" variant="page" />
    </Card>
  );
}
