// The currencies an organisation can choose (spec A §1 "hourly rate per employee"; spec B §2: the
// rate is shown with the currency symbol, the rupee sign by default).

export const CURRENCIES = [
  { code: 'INR', symbol: '₹', name: 'Indian rupee' },
  { code: 'USD', symbol: '$', name: 'US dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'Pound sterling' },
  { code: 'AED', symbol: 'AED', name: 'UAE dirham' },
  { code: 'AUD', symbol: 'A$', name: 'Australian dollar' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian dollar' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore dollar' },
  { code: 'JPY', symbol: '¥', name: 'Japanese yen' },
] as const;
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [string, ...string[]];
export const DEFAULT_CURRENCY = 'INR';

export const currencySymbolOf = (code: string): string =>
  CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;
