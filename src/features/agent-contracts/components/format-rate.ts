// Basis points as a percentage in the reader's language (1000 is 10%, 150 is 1.5%).
export const formatRate = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
