// What a route shows when its page cannot: the chunk-load error with a reload (spec P8-19), a missing page, or a
// generic failure.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load';
import { Button, ButtonLink } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { NotFound } from './routes/not-found';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunk = isChunkLoadError(error);
  return (
    <ErrorState headingLevel="h1" title={t(chunk ? 'errors.chunk_load_title' : 'errors.page_error_title')} message={t(chunk ? 'errors.chunk_load_text' : 'errors.page_error_text')}>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      {chunk ? null : (
        <ButtonLink to="/" tone="ghost">
          {t('actions.backHome')}
        </ButtonLink>
      )}
    </ErrorState>
  );
}
