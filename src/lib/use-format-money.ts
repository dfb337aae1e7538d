// Money on screen, always through the engine's one formatter, in the merchant's currency and the page's language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '../engine/money';
import { usePermission } from './permission';

export function useFormatMoney(): (minorUnits: number, options?: { hidden?: boolean; currency?: Currency }) => string {
  const { i18n } = useTranslation();
  const { currency } = usePermission().merchant;
  return useCallback(
    (minorUnits, options = {}) => formatMoney(minorUnits, options.currency ?? currency, { locale: i18n.language, hidden: options.hidden }),
    [currency, i18n.language],
  );
}
