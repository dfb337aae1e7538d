// The texts every generated account form hands to the RJSF theme: labels from the validation namespace, the
// password toggle, the SMS button and the captcha picture.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemedFormContext } from '../../../ui/rjsf/form-context';

export function useFormTexts(): Pick<ThemedFormContext, 'label' | 'password'> & {
  sms: Pick<NonNullable<ThemedFormContext['verificationCode']>, 'sendLabel' | 'countdownText' | 'countdownLabel'>;
  captcha: Pick<NonNullable<ThemedFormContext['captcha']>, 'imageLabel' | 'loadingLabel' | 'failedLabel'>;
} {
  const { t } = useTranslation(['auth', 'validation']);
  return useMemo(
    () => ({
      label: (labelKey: string | undefined, fallback: string) => (labelKey ? t(`validation:${labelKey}`) : fallback),
      password: { showLabel: t('auth:password.show'), hideLabel: t('auth:password.hide') },
      sms: {
        sendLabel: t('auth:sms.send'),
        countdownText: (count: number) => t('auth:sms.countdown', { count }),
        countdownLabel: (count: number) => t('auth:sms.countdownLabel', { count }),
      },
      captcha: {
        imageLabel: t('auth:captcha.image'),
        loadingLabel: t('auth:captcha.loading'),
        failedLabel: t('auth:captcha.failed'),
      },
    }),
    [t],
  );
}
