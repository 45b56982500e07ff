// The currencies an organisation can choose (spec A §1 "hourly rate per employee"; spec B §2: the
// rate is shown with the currency symbol, the rupee sign by default).
//
// An organisation has no locale setting, so its currency decides how its numbers are written: each
// currency carries the English locale of its home country (INR → en-IN, whose grouping is 3,12,725.00;
// EUR has no single home, en-IE keeps English with the euro). number-format.ts reads it.

export const CURRENCIES = [
  { code: 'INR', symbol: '₹', name: 'Indian rupee', locale: 'en-IN' },
  { code: 'USD', symbol: '$', name: 'US dollar', locale: 'en-US' },
  { code: 'EUR', symbol: '€', name: 'Euro', locale: 'en-IE' },
  { code: 'GBP', symbol: '£', name: 'Pound sterling', locale: 'en-GB' },
  { code: 'AED', symbol: 'AED', name: 'UAE dirham', locale: 'en-AE' },
  { code: 'AUD', symbol: 'A$', name: 'Australian dollar', locale: 'en-AU' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian dollar', locale: 'en-CA' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore dollar', locale: 'en-SG' },
  { code: 'JPY', symbol: '¥', name: 'Japanese yen', locale: 'en-JP' },
] as const;
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [string, ...string[]];
export const DEFAULT_CURRENCY = 'INR';

export const currencySymbolOf = (code: string): string =>
  CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;

// Where a currency is not in the list (a value from before the list existed), plain English grouping.
export const localeOfCurrency = (code: string): string =>
  CURRENCIES.find((currency) => currency.code === code)?.locale ?? 'en';
