import { describe, expect, it } from 'vitest';
import { CURRENCIES, localeOfCurrency } from './currencies';
import { currencyDecimals, formatMoney, formatQuantity } from './number-format';

// Intl puts a no-break space between a currency code and the figure.
const NBSP = '\u00a0';

describe('formatMoney (the organisation’s currency, grouped in its locale)', () => {
  it.each([
    [312725, 'INR', {}, '₹3,12,725.00'],
    [312725, 'USD', {}, '$312,725.00'],
    [312725, 'EUR', {}, '€312,725.00'],
    [312725, 'GBP', {}, '£312,725.00'],
    [312725, 'AED', {}, `AED${NBSP}312,725.00`],
    [312725, 'AUD', {}, 'A$312,725.00'],
    [312725.4, 'JPY', {}, '¥312,725'],
    [1250.5, 'INR', {}, '₹1,250.50'],
    [0, 'INR', {}, '₹0.00'],
    [-1234.5, 'INR', {}, '-₹1,234.50'],
    [0.005, 'INR', {}, '₹0.01'],
    [Number.NaN, 'INR', {}, '₹0.00'],
    [312725, 'INR', { decimals: 4 }, '₹3,12,725.0000'],
    [36209.5, 'INR', { display: 'code' as const }, `INR${NBSP}36,209.50`],
  ])('%d %s %o → %s', (amount, currency, options, shown) => {
    expect(formatMoney(amount, currency, options)).toBe(shown);
  });

  it('shows each currency with the product’s own symbol, as the project form’s adornment does', () => {
    for (const currency of CURRENCIES) expect(formatMoney(1, currency.code)).toContain(currency.symbol);
  });
});

describe('formatQuantity', () => {
  it.each([
    [318.0667, 'INR', 4, '318.0667'],
    [123456.5, 'INR', 4, '1,23,456.5000'],
    [123456.5, 'USD', 4, '123,456.5000'],
    [1234.5, 'INR', 2, '1,234.50'],
    [Number.POSITIVE_INFINITY, 'INR', 2, '0.00'],
  ])('%d in %s to %d decimals → %s', (value, currency, decimals, shown) => {
    expect(formatQuantity(value, currency, decimals)).toBe(shown);
  });
});

describe('the locale and decimals a currency implies', () => {
  it.each([
    ['INR', 'en-IN', 2],
    ['USD', 'en-US', 2],
    ['JPY', 'en-JP', 0],
    ['XYZ', 'en', 2],
  ])('%s → %s, %d decimals', (currency, locale, decimals) => {
    expect(localeOfCurrency(currency)).toBe(locale);
    expect(currencyDecimals(currency)).toBe(decimals);
  });
});
