// A vendor as players see it: its translated name where the language has one (common:vendorNames), else its display
// name (src/engine/vendor-names.ts), never the raw code ("LIVERY", "TCG_LOTTO_VN").
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorDisplayName } from '../engine/vendor-names';

export function useVendorName(): (code: string) => string {
  const { t } = useTranslation('common');
  return useCallback((code: string) => t(`vendorNames.${code}`, { defaultValue: vendorDisplayName(code) }), [t]);
}
