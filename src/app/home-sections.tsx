// The home page's sections that are not game lists (docs/theming.md): the promotions strip, the app download card and
// rich text, each with the texts a theme or merchant sets per language (English the fallback) or the site's own.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/router-link';
import styled from 'styled-components';
import type { SectionSettings } from '../engine/config-types';
import { activitiesQueryOptions } from '../features/promotions/api/promotions-queries';
import { errorKeys } from '../lib/api-client';
import { localizedText } from '../lib/localized';
import { useIsLoggedIn } from '../lib/session';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { focusRing } from '../ui/focus-ring';
import { Skeleton } from '../ui/skeleton';

const Block = styled.section`
  margin: ${({ theme }) => theme.spacing.xxl} 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.type.sizes.sectionTitle};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Card = styled(Block)`
  padding: ${({ theme }) => theme.spacing.xl};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.low};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.type.weights.strong};
  text-decoration: none;
  ${focusRing}
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.spacing.lg};
    border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.type.weights.strong};
    text-decoration: none;
    ${focusRing}
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${({ theme }) => theme.colors.text};
    ${focusRing}
  }
`;

/** Paragraphs of a plain text, separated by blank lines (no markup: the text comes from configuration). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

const DEFAULT_PROMOTIONS = 4;

export function PromotionsStrip({ settings, index }: { settings: SectionSettings; index: number }) {
  const { t, i18n } = useTranslation(['common', 'lobby']);
  const loggedIn = useIsLoggedIn();
  const query = useQuery(activitiesQueryOptions(loggedIn, i18n.language));
  const titleId = `home-promotions-${index}`;
  const open = (query.data?.activities ?? []).filter((activity) => activity.phase !== 'ended').slice(0, settings.limit ?? DEFAULT_PROMOTIONS);
  let body;
  if (query.isError) {
    const [key, fallback] = errorKeys(query.error);
    body = <ErrorState message={t([key, fallback])} retryLabel={t('actions.retry')} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) body = <Skeleton $height="96px" />;
  else if (open.length === 0) body = <EmptyState message={t('empty.noData')} />;
  else
    body = (
      <Tiles>
        {open.map((activity) => (
          <li key={activity.activityId}>
            <Link to="/promotions">{activity.title}</Link>
          </li>
        ))}
      </Tiles>
    );
  return (
    <Block aria-labelledby={titleId} data-testid="home-promotions-strip">
      <Head>
        <h2 id={titleId}>{localizedText(settings.title, i18n.language) || t('nav.promotions')}</h2>
        <Link to="/promotions">{t('lobby:home.moreOf', { name: t('nav.promotions') })}</Link>
      </Head>
      {body}
    </Block>
  );
}

export function AppDownloadCard({ settings, index }: { settings: SectionSettings; index: number }) {
  const { t, i18n } = useTranslation();
  const titleId = `home-app-${index}`;
  return (
    <Card aria-labelledby={titleId} data-testid="home-app-download">
      <h2 id={titleId}>{localizedText(settings.title, i18n.language) || t('nav.appDownload')}</h2>
      <Paragraphs text={localizedText(settings.body, i18n.language) || t('home.appDownloadBody')} />
      <ActionLink to="/down">{t('home.appDownloadLink')}</ActionLink>
    </Card>
  );
}

/** Shown only with a text: a section the theme or merchant left empty draws nothing. */
export function RichText({ settings, index }: { settings: SectionSettings; index: number }) {
  const { i18n } = useTranslation();
  const title = localizedText(settings.title, i18n.language);
  const body = localizedText(settings.body, i18n.language);
  if (!title && !body) return null;
  const titleId = `home-text-${index}`;
  return (
    <Block aria-labelledby={title ? titleId : undefined} data-testid="home-rich-text">
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <Paragraphs text={body} />
    </Block>
  );
}
