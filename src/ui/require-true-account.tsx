// Spec P4.6, P6-3 and P8-17: trial (free play) accounts are blocked from member and account pages with
// in_need_true_account. The app wraps those pages in RequireTrueAccount.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openAuthModal } from '../lib/auth-modal';
import { useSession } from '../lib/session/use-session';
import { Button, ButtonLink } from './button';
import { Spinner } from './spinner';

const Panel = styled.section`
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing.xxl} auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    margin-top: 0;
    font-size: 1.4rem;
  }
  div {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing.md};
    flex-wrap: wrap;
  }
`;

export function TrueAccountRequired() {
  const { t } = useTranslation('auth');
  return (
    <Panel data-testid="true-account-required">
      <h1>{t('trial.title')}</h1>
      <p role="alert">{t('errors.in_need_true_account')}</p>
      <div>
        <Button onClick={() => openAuthModal('register')}>{t('trial.register')}</Button>
        <ButtonLink to="/" tone="ghost">
          {t('trial.home')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

export function RequireTrueAccount({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { isLoggedIn, isLoading, isTrial } = useSession();
  // Wait for the first answer only. A page below that reads the session mounts a new observer, which refetches a
  // failed member info and reports it pending again: going back to the spinner would unmount the page, the fetch
  // would fail, the page would mount and ask again, for ever.
  const settled = useRef(false);
  if (!isLoading) settled.current = true;
  if (isLoggedIn && isLoading && !settled.current) return <Spinner label={t('common.loading')} />;
  if (isTrial) return <TrueAccountRequired />;
  return children;
}
