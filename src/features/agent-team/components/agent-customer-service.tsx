// The agent centre's customer service entry (M2-32): the merchant's channels through the shared button.
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../../ui/customer-service-button';
import { TeamPage } from '../../../ui/team-page-parts';

export function AgentCustomerServicePage() {
  const { t } = useTranslation('agentTeam');
  return (
    <TeamPage title={t('titles.customerService')}>
      <p>{t('customerService.intro')}</p>
      <CustomerServiceButton label={t('customerService.open')} />
    </TeamPage>
  );
}
