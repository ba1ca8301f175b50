import { z } from 'zod';
import { nullableAsAbsent, numeric, queryRupees, rupees, wholeNumber } from './common.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('numbers sent as numeric text', () => {
  it('are converted where a number is expected, other text keeps the number’s message', () => {
    const price = rupees('Price');
    expect(messages(price, '2500')).toBe(2500);
    expect(messages(price, ' 1299.5 ')).toBe(1299.5);
    expect(messages(price, 'free')).toEqual(['Price must be a number']);
    expect(messages(price, '1e3')).toEqual(['Price must be a number']);
    expect(messages(price, '')).toEqual(['Price must be a number']);
    expect(messages(price, undefined)).toEqual(['Price is required']);
    expect(messages(price, '-5')).toEqual(['Price must not be negative']);
    expect(messages(numeric(z.number()), true)).toEqual(['Invalid input: expected number, received boolean']);
  });

  it('stay within what a column and JavaScript hold', () => {
    expect(messages(rupees('Price'), 1e308)).toContain('Price must be at most ₹1,00,00,000');
    expect(messages(rupees('Price'), Number.POSITIVE_INFINITY)).toEqual(['Price must be a number']);
    const stock = wholeNumber('Stock', { min: 0, max: Number.MAX_SAFE_INTEGER });
    expect(messages(stock, 2 ** 31)).toEqual(['Stock must be at most 2,147,483,647']);
    expect(messages(stock, '7')).toBe(7);
    expect(messages(stock, 1.5)).toEqual(['Stock must be a whole number']);
    expect(messages(queryRupees('maxPrice'), '1e308')).toEqual(['maxPrice must be at most ₹1,00,00,000']);
    expect(messages(queryRupees('maxPrice'), 'Infinity')).toEqual(['maxPrice must be a number']);
  });
});

describe('nullableAsAbsent', () => {
  it('takes null, an empty value and "null" as absent', () => {
    const query = z.object({ userId: nullableAsAbsent(z.string().regex(/^[a-f0-9]{24}$/, 'bad id')) });
    for (const value of [null, '', 'null', undefined]) expect(query.parse({ userId: value })).toEqual({});
    expect(query.parse({})).toEqual({});
    expect(messages(query, { userId: 'nope' })).toEqual(['bad id']);
  });
});
