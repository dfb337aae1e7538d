// The maintenance page (spec P2.12-1): title, the optional end time in the visitor's language and the merchant's time
// zone, the operator's text in the visitor's language (or the bundled default), and the customer-service button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionData } from '../../../engine/permission-data';
import { formatDateTime } from '../../../lib/format-date';
import { CustomerServiceButton } from '../../../ui/customer-service-button';
import { StatusPageLayout } from './status-page-layout';

export interface MaintenancePageProps {
  permission: PermissionData;
  tools?: ReactNode;
}

export function MaintenancePage({ permission, tools }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const { endsAt, info } = permission.maintenanceInfo;
  const language = i18n.language;
  return (
    <StatusPageLayout merchantName={permission.merchant.name} tools={tools}>
      <h1>{t('status.maintenanceTitle')}</h1>
      {endsAt ? <p>{t('status.maintenanceEndsAt', { time: formatDateTime(endsAt, language, permission.merchant.timezone) })}</p> : null}
      <p>{info?.[language] ?? t('status.maintenanceInfo')}</p>
      <CustomerServiceButton label={t('status.contactCustomerService')} />
    </StatusPageLayout>
  );
}
