// /member/securityCenter, "my account" (spec M2-2): who is logged in, the password change and the authenticator
// app. The member centre frame around it (navigation, h1) comes from the router; trial accounts never get here.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { memberInfoQueryOptions } from '../../../lib/session/member-info';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { AuthenticatorSection } from '../components/security-center/authenticator-section';
import { ChangePasswordSection } from '../components/security-center/change-password-section';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 640px;
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: 1.15rem;
  }
`;

function Loading({ height, label }: { height: string; label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $height={height} />
    </div>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export function Component() {
  const { t } = useTranslation('auth');
  const { member, isAgent } = useSession();
  // The session's query, read again only for its failure (retryOnMount off: the guard above already asked).
  const info = useQuery({ ...memberInfoQueryOptions(), retryOnMount: false });
  if (!member && info.isError) {
    return <ErrorState message={t('common:errors.request_failed')} retryLabel={t('common:actions.retry')} onRetry={() => void info.refetch()} />;
  }

  return (
    <Sections>
      <Card aria-labelledby="security-account-title">
        <h2 id="security-account-title">{t('securityCenter.account.title')}</h2>
        {member ? (
          <Facts data-testid="security-account">
            <dt>{t('securityCenter.account.userName')}</dt>
            <dd>{member.userName}</dd>
            <dt>{t('securityCenter.account.nickname')}</dt>
            <dd>{member.nickname}</dd>
            <dt>{t('securityCenter.account.type')}</dt>
            <dd>{isAgent ? t('securityCenter.account.agent') : t('securityCenter.account.member')}</dd>
            {member.vip.enabled ? (
              <>
                <dt>{t('securityCenter.account.vip')}</dt>
                <dd>{member.vip.labelName}</dd>
              </>
            ) : null}
          </Facts>
        ) : (
          <Loading height="96px" label={t('securityCenter.loading')} />
        )}
      </Card>
      <Card aria-labelledby="security-password-title">
        <h2 id="security-password-title">{t('changePassword.title')}</h2>
        <ChangePasswordSection />
      </Card>
      <Card aria-labelledby="security-authenticator-title">
        <h2 id="security-authenticator-title">{t('securityCenter.authenticator.title')}</h2>
        {member ? <AuthenticatorSection bound={member.authenticatorBound} /> : <Loading height="48px" label={t('securityCenter.loading')} />}
      </Card>
    </Sections>
  );
}
