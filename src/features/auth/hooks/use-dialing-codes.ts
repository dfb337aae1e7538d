// The dialing codes of the merchant for the pickers, and the one to start with (the merchant's first).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialingCodeOption } from '../../../ui/rjsf/controls/dialing-code-select';
import type { ThemedFormContext } from '../../../ui/rjsf/form-context';
import { useCountryCodes } from '../api/get-country-codes';

/** Used only until the merchant's codes arrive: Khmer is the default language, Cambodia the default market. */
export const FALLBACK_DIALING_CODE = '+855';

export function useDialingCodes(): { options: DialingCodeOption[]; defaultCode: string } {
  const { data } = useCountryCodes();
  const options = (data ?? []).map((entry) => ({ code: entry.code, label: entry.country ? `${entry.country} ${entry.code}` : entry.code }));
  return { options, defaultCode: options[0]?.code ?? FALLBACK_DIALING_CODE };
}

/**
 * The dialing code of a generated form's mobile field: the one the user picked, else `preferred` (the register
 * setting's), else the merchant's first; `mobile` is the formContext entry of the mobile widget.
 */
export function useDialingCodePicker(preferred?: string | null): { code: string; mobile: NonNullable<ThemedFormContext['mobile']> } {
  const { t } = useTranslation('auth');
  const dialing = useDialingCodes();
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? preferred ?? dialing.defaultCode;
  return { code, mobile: { dialingCode: code, options: dialing.options, pickerLabel: t('auth:dialingCode.label'), onDialingCodeChange: setPicked } };
}
