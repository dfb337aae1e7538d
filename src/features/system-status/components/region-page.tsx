// The blocked-region page (spec P2.12-2, P8-12): the visitor's IP, why the site is closed to them, customer service.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../../ui/customer-service-button';
import type { StatusReport } from '../api/get-system-status';
import { StatusPageLayout } from './status-page-layout';

export interface RegionPageProps {
  merchantName: string;
  report: StatusReport;
  tools?: ReactNode;
}

export function RegionPage({ merchantName, report, tools }: RegionPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPageLayout merchantName={merchantName} tools={tools}>
      <h1 data-explain="status:region">{t('status.regionTitle')}</h1>
      <p>{t('status.regionIp', { ip: report.ip })}</p>
      <p>{t('status.regionInfo')}</p>
      <CustomerServiceButton label={t('status.contactCustomerService')} />
    </StatusPageLayout>
  );
}
