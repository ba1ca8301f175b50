import { capitalise, formatRupees, shortId } from './format.ts';

describe('formatRupees', () => {
  it('shows whole rupees without decimals, grouped the Indian way', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise in two digits', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(16498.05)).toBe('₹16,498.05');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });
});

it('shortId keeps the last 8 characters', () => {
  expect(shortId('0123456789abcdef01234567')).toBe('01234567');
});

it('capitalise shows a colour or collection name with a capital first letter', () => {
  expect(capitalise('navy')).toBe('Navy');
  expect(capitalise('top wear')).toBe('Top wear');
  expect(capitalise('')).toBe('');
});
