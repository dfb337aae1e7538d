// /help and /help#term (spec P2.1-6): the help centre articles.
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import { HelpArticles } from '../../features/help/components/help-articles';
import { errorKeys } from '../../lib/api-client';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';

export function Component() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const help = useHelpCenter(i18n.language);
  return (
    <>
      <h1>{t('help.title')}</h1>
      {help.isPending ? (
        <Skeleton $height="240px" />
      ) : help.isError ? (
        <ErrorState message={t(errorKeys(help.error), { ns: 'common' })} retryLabel={t('common:actions.retry')} onRetry={() => void help.refetch()} />
      ) : (
        <HelpArticles articles={help.data} />
      )}
    </>
  );
}
