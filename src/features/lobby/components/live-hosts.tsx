// The hosts on shift at the head of the live lobby (P7.2-13): each host's portrait (its size reserved), name and
// table, and a button that opens the chat at her table (the vendor's table page, at its chat) in a new window. A
// visitor gets the login popup, a trial account the "real account needed" message, like a game launch.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openAuthModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session/use-session';
import { focusRing } from '../../../ui/focus-ring';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { launchChat, liveHostsQuery, type LiveHost } from '../api/live-hosts-api';

const AVATAR = 56;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: 1.15rem;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: ${AVATAR}px 1fr;
  grid-template-rows: auto auto auto;
  column-gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  min-height: ${AVATAR + 48}px;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  img {
    grid-row: 1 / 3;
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    grid-column: 1 / -1;
    margin-top: ${({ theme }) => theme.spacing.xs};
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
`;

export function LiveHosts() {
  const { t, i18n } = useTranslation(['lobby', 'common']);
  const headingId = useId();
  const { isLoggedIn, isTrial } = useSession();
  const toast = useToast();
  const hosts = useQuery(liveHostsQuery(i18n.language));

  // No host on shift, or the list did not answer: the lobby goes on without the strip.
  if (hosts.isError || (hosts.data && hosts.data.length === 0)) return null;

  const chat = async (host: LiveHost) => {
    if (!isLoggedIn) {
      openAuthModal('login');
      return;
    }
    if (isTrial) {
      toast(t('lobby:launch.in_need_true_account'), 'danger');
      return;
    }
    const answer = await launchChat(host.modelId, i18n.language);
    if (answer.success && answer.value?.chatUrl) {
      // Without the noopener feature, so a blocked popup is seen (null); the opener is cut by hand instead.
      const opened = window.open(answer.value.chatUrl, '_blank');
      if (opened === null) toast(t('common:errors.popup_blocked'), 'danger');
      else opened.opener = null;
      return;
    }
    toast(t([`lobby:hosts.errors.${answer.code ?? 'failed'}`, 'lobby:hosts.errors.failed']), 'danger');
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('hosts.title')}</h2>
      <List aria-busy={!hosts.data}>
        {hosts.data
          ? hosts.data.map((host) => (
              <Card key={host.modelId}>
                <img src={host.avatarUrl} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
                <h3>{host.name}</h3>
                <p>{host.gameName}</p>
                <button type="button" onClick={() => void chat(host)}>
                  {t('hosts.chat', { name: host.name })}
                </button>
              </Card>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <Card key={i}>
                <Skeleton $width={`${AVATAR}px`} $height={`${AVATAR}px`} />
                <Skeleton $height="1em" />
                <Skeleton $height="0.85em" />
              </Card>
            ))}
      </List>
    </Section>
  );
}
