// /promotions, the promotion hall (spec M2-18, M2-33, M4-3): every activity of the merchant as a card; visitors see
// them too and log in to take part. Loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIsLoggedIn } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { activitiesQueryOptions, type Activity } from '../api/promotions-api';
import { ActivityCard } from '../components/activity-card';
import { ApplyDialog } from '../components/apply-dialog';
import { areaErrorText } from '../../../lib/error-texts';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Intro = styled.p`
  margin-top: 0;
`;

export function Component() {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  const loggedIn = useIsLoggedIn();
  const hall = useQuery(activitiesQueryOptions(loggedIn, i18n.language));
  const [applying, setApplying] = useState<Activity | null>(null);

  let body;
  if (hall.isPending) {
    body = (
      <Grid aria-busy="true" aria-label={t('loading')} data-testid="promotions-loading">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton $aspectRatio="16 / 7" style={{ display: 'block' }} />
            <Skeleton $height="120px" style={{ display: 'block', marginTop: 8 }} />
          </li>
        ))}
      </Grid>
    );
  } else if (hall.isError) {
    body = <ErrorState message={areaErrorText(t, 'promotions', hall.error)} retryLabel={t('common:actions.retry')} onRetry={() => void hall.refetch()} />;
  } else if (hall.data.activities.length === 0) {
    body = <EmptyState message={t('empty')} />;
  } else {
    body = (
      <Grid data-testid="activities">
        {hall.data.activities.map((a) => (
          <ActivityCard key={a.activityId} activity={a} currency={hall.data.currency} loggedIn={hall.data.loggedIn} onApply={setApplying} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <h1>{t('title')}</h1>
      <Intro>{loggedIn ? t('intro') : t('loginHint')}</Intro>
      {body}
      {applying && <ApplyDialog activity={applying} onClose={() => setApplying(null)} />}
    </>
  );
}
