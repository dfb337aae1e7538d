// The maintenance page (spec P2.12-1): title, the optional end time in the visitor's language and the merchant's time
// zone, the operator's text in the visitor's language (or the bundled default), and the customer-service button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { CustomerServiceButton } from '../../../ui/customer-service-button';
import type { StatusReport } from '../api/get-system-status';
import { StatusPageLayout } from './status-page-layout';

export interface MaintenancePageProps {
  merchantName: string;
  timeZone: string;
  report: StatusReport;
  tools?: ReactNode;
}

export function MaintenancePage({ merchantName, timeZone, report, tools }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <StatusPageLayout merchantName={merchantName} tools={tools}>
      <h1 data-explain="status:maintenance">{t('status.maintenanceTitle')}</h1>
      {report.maintenanceEndsAt ? <p>{t('status.maintenanceEndsAt', { time: formatDateTime(report.maintenanceEndsAt, language, timeZone) })}</p> : null}
      <p>{report.maintenanceInfo?.[language] ?? t('status.maintenanceInfo')}</p>
      <CustomerServiceButton label={t('status.contactCustomerService')} />
    </StatusPageLayout>
  );
}
