// Opens the merchant's customer service (spec P7.2-19): the chosen channel, or the first, in a 440x750 window, and
// says so when there is none or the browser blocked the window (P8-15).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, type ChannelChoice } from '../lib/customer-service';
import { usePermission } from '../lib/permission';
import { Button, type ButtonTone } from './button';
import { useToast } from './toast';

/** A click handler that opens a channel, or tells the visitor why it could not. */
export function useOpenCustomerService(): (channel?: ChannelChoice) => void {
  const { t } = useTranslation();
  const permission = usePermission();
  const toast = useToast();
  return useCallback(
    (channel?: ChannelChoice) => {
      const result = openCustomerService(permission, channel);
      if (result === 'unavailable') toast(t('status.customerServiceUnavailable'), 'danger');
      else if (result === 'blocked') toast(t('errors.popup_blocked'), 'danger');
    },
    [permission, t, toast],
  );
}

export interface CustomerServiceButtonProps {
  label: string;
  channel?: ChannelChoice;
  tone?: ButtonTone;
}

export function CustomerServiceButton({ label, channel, tone = 'primary' }: CustomerServiceButtonProps) {
  const open = useOpenCustomerService();
  return (
    <Button tone={tone} onClick={() => open(channel)}>
      {label}
    </Button>
  );
}
