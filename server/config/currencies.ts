// The currencies a merchant may use, with the minor units the ledger keeps its amounts in (integers of the smallest
// unit the platform moves). ISO 4217 minor units, except where the market only moves whole units
// (/work/shared/domain-brief.md, 4: KHQR pays whole riel, Indonesian rails refuse decimals).
export const currencyMinorUnits: Readonly<Record<string, { minorUnits: number; name: string }>> = {
  USD: { minorUnits: 2, name: 'US dollar' },
  KHR: { minorUnits: 0, name: 'Cambodian riel (whole riel)' },
  VND: { minorUnits: 0, name: 'Vietnamese dong' },
  THB: { minorUnits: 2, name: 'Thai baht' },
  PHP: { minorUnits: 2, name: 'Philippine peso' },
  MYR: { minorUnits: 2, name: 'Malaysian ringgit' },
  CNY: { minorUnits: 2, name: 'Chinese yuan' },
  IDR: { minorUnits: 0, name: 'Indonesian rupiah (whole rupiah)' },
  LAK: { minorUnits: 0, name: 'Lao kip' },
  MMK: { minorUnits: 0, name: 'Myanmar kyat' },
  SGD: { minorUnits: 2, name: 'Singapore dollar' },
  HKD: { minorUnits: 2, name: 'Hong Kong dollar' },
  INR: { minorUnits: 2, name: 'Indian rupee' },
  USDT: { minorUnits: 6, name: 'Tether (USDT)' },
};
