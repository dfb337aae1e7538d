// Opens the merchant's customer service (spec P7.2-19): the chosen channel, or the first, in a 440x750 window.
// The paths are decrypted ahead of time so the click can open the window before the popup blocker objects (P8-15).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, useCustomerServiceChannels, type ChannelChoice } from '../lib/customer-service';
import { usePermission } from '../lib/permission';
import { Button, type ButtonTone } from './button';
import { useToast } from './toast';

/** A click handler that opens a channel, or says why it could not (no channel, popup blocked). */
export function useOpenCustomerService(): (channel?: ChannelChoice) => void {
  const { t } = useTranslation();
  const permission = usePermission();
  const channels = useCustomerServiceChannels(permission);
  const toast = useToast();
  const available = channels.data;
  return useCallback(
    (channel?: ChannelChoice) => {
      if (!available || available.length === 0) {
        toast(t('status.customerServiceUnavailable'), 'danger');
        return;
      }
      if (!openCustomerService(available, channel)) toast(t('errors.popup_blocked'), 'danger');
    },
    [available, t, toast],
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
