// /down (spec P2.1-7): the iOS and Android guides.
import { useTranslation } from 'react-i18next';
import { DownloadGuides } from '../../features/download/components/download-guides';
import { usePermission } from '../../lib/permission';

export function Component() {
  const { t } = useTranslation('pages');
  const { merchant } = usePermission();
  return (
    <>
      <h1>{t('download.title')}</h1>
      <DownloadGuides merchantName={merchant.name} />
    </>
  );
}
