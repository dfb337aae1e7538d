// An address that leads nowhere, or to a page this merchant has switched off.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <ErrorState headingLevel="h1" title={t('notFound.title')} message={t('notFound.text')}>
      <ButtonLink to="/">{t('actions.backHome')}</ButtonLink>
    </ErrorState>
  );
}
