// The dialing codes of the merchant for the pickers, and the one to start with (the merchant's first).
import { useCountryCodes } from '../api/get-country-codes';
import type { DialingCodeOption } from '../../../ui/rjsf/controls/dialing-code-select';

/** Used only until the merchant's codes arrive: Khmer is the default language, Cambodia the default market. */
export const FALLBACK_DIALING_CODE = '+855';

export function useDialingCodes(): { options: DialingCodeOption[]; defaultCode: string } {
  const { data } = useCountryCodes();
  const options = (data ?? []).map((entry) => ({ code: entry.code, label: entry.country ? `${entry.country} ${entry.code}` : entry.code }));
  return { options, defaultCode: options[0]?.code ?? FALLBACK_DIALING_CODE };
}
