// The blocked-region page (spec P2.12-2, P8-12): the visitor's IP, why the site is closed to them, customer service.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionData } from '../../../engine/permission-data';
import { CustomerServiceButton } from '../../../ui/customer-service-button';
import { StatusPageLayout } from './status-page-layout';

export interface RegionPageProps {
  permission: PermissionData;
  tools?: ReactNode;
}

export function RegionPage({ permission, tools }: RegionPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPageLayout merchantName={permission.merchant.name} tools={tools}>
      <h1>{t('status.regionTitle')}</h1>
      <p>{t('status.regionIp', { ip: permission.location.ip })}</p>
      <p>{t('status.regionInfo')}</p>
      <CustomerServiceButton label={t('status.contactCustomerService')} />
    </StatusPageLayout>
  );
}
