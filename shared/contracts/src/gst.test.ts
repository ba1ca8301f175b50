import fc from 'fast-check';
import {
  allocate,
  apparelRate,
  computeGst,
  includedGstPaise,
  istDate,
  type TaxGoodsInput,
  taxInside,
  taxOf,
} from './gst.ts';

const NEW_RULES = new Date('2026-01-15T06:00:00Z');
const OLD_RULES = new Date('2025-08-01T06:00:00Z');

const piece = (unitPricePaise: number, quantity = 1): TaxGoodsInput => ({
  description: 'Linen Shirt',
  size: 'M',
  color: 'Blue',
  hsn: '6205',
  quantity,
  unitPricePaise,
});

describe('the dated apparel rate table', () => {
  test('from 22 September 2025 (IST): 5% up to ₹2,625.00 a piece tax included, 18% from ₹2,625.01', () => {
    expect(apparelRate(262_500, 1, NEW_RULES)).toBe(5);
    expect(apparelRate(262_501, 1, NEW_RULES)).toBe(18);
    // The band where either reading is possible (₹2,625 to ₹2,950) is charged 18%.
    expect(apparelRate(280_000, 1, NEW_RULES)).toBe(18);
    expect(apparelRate(295_000, 1, NEW_RULES)).toBe(18);
    expect(apparelRate(295_001, 1, NEW_RULES)).toBe(18);
    expect(apparelRate(99_900, 1, NEW_RULES)).toBe(5);
  });

  test('the value is per piece: three pieces for ₹7,875.00 are 5%, for ₹7,875.01 18%', () => {
    expect(apparelRate(787_500, 3, NEW_RULES)).toBe(5);
    expect(apparelRate(787_501, 3, NEW_RULES)).toBe(18);
  });

  test('before 22 September 2025: 5% up to ₹1,050.00 a piece tax included, 12% from ₹1,050.01', () => {
    expect(apparelRate(105_000, 1, OLD_RULES)).toBe(5);
    expect(apparelRate(105_001, 1, OLD_RULES)).toBe(12);
    expect(apparelRate(200_000, 1, OLD_RULES)).toBe(12);
  });

  test('the day is the day in India: 18:30 UTC on 21 September 2025 is already the 22nd', () => {
    expect(istDate(new Date('2025-09-21T18:29:00Z'))).toBe('2025-09-21');
    expect(istDate(new Date('2025-09-21T18:30:00Z'))).toBe('2025-09-22');
    expect(apparelRate(200_000, 1, new Date('2025-09-21T18:29:59Z'))).toBe(12);
    expect(apparelRate(200_000, 1, new Date('2025-09-21T18:30:00Z'))).toBe(5);
  });
});

describe('the discount share', () => {
  test('proportional, rounded down, the paise left to the largest remainders (earlier first)', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [300, 700])).toEqual([300, 700]);
    expect(allocate(7, [10, 20, 40])).toEqual([1, 2, 4]);
    expect(allocate(5, [10, 20, 40])).toEqual([1, 1, 3]);
    expect(allocate(0, [10, 20])).toEqual([0, 0]);
  });

  test('the first-order 20% can move a line below the threshold: ₹3,000 less 20% is ₹2,400 at 5%', () => {
    const gst = computeGst({
      at: NEW_RULES,
      goods: [piece(300_000)],
      discountPaise: 60_000,
      charges: [],
      intraState: false,
    });
    expect(gst.lines[0]).toMatchObject({ discountPaise: 60_000, amountPaise: 240_000, ratePercent: 5 });
    // 2,400 / 1.05 = 2,285.714…: IGST ₹114.29, taxable ₹2,285.71
    expect(gst.lines[0]).toMatchObject({ igstPaise: 11_429, taxablePaise: 228_571 });
  });
});

describe('heads of tax', () => {
  test('the tax is rounded once at the full rate; within the state CGST is half of it rounded down, SGST the rest', () => {
    // ₹999 at 5%: 999 × 5 / 105 = 47.571… → ₹47.57; CGST ₹23.78, SGST ₹23.79; taxable ₹951.43
    expect(taxInside(99_900, 5, true)).toEqual({
      taxablePaise: 95_143,
      cgstPaise: 2_378,
      sgstPaise: 2_379,
      igstPaise: 0,
    });
    // the same ₹47.57 as IGST in another state
    expect(taxInside(99_900, 5, false)).toEqual({
      taxablePaise: 95_143,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4_757,
    });
    // an even tax splits into equal halves: ₹2,100 at 5% is ₹100.00
    expect(taxOf(210_000, 5)).toBe(10_000);
    expect(taxInside(210_000, 5, true)).toMatchObject({ cgstPaise: 5_000, sgstPaise: 5_000 });
    // half a paisa rounds up: ₹0.21 at 5% is exactly 1 paisa; ₹0.11 at 18% is 1.677… → 2 paise
    expect(taxOf(21, 5)).toBe(1);
    expect(taxOf(11, 18)).toBe(2);
    expect(taxOf(31_500, 5)).toBe(1_500);
  });

  test('a charge follows the highest rate of the goods', () => {
    const gst = computeGst({
      at: NEW_RULES,
      goods: [piece(99_900), piece(399_900)],
      discountPaise: 0,
      charges: [{ description: 'Cash on delivery fee', amountPaise: 4_900 }],
      intraState: true,
    });
    expect(gst.lines.map((line) => [line.kind, line.ratePercent, line.hsn])).toEqual([
      ['goods', 5, '6205'],
      ['goods', 18, '6205'],
      ['charge', 18, '6205'],
    ]);
    expect(gst.totalPaise).toBe(99_900 + 399_900 + 4_900);
  });
});

test('the cart estimate is the tax of the invoice, whichever the delivery state', () => {
  expect(includedGstPaise([{ unitPricePaise: 99_900, quantity: 2 }], 0, NEW_RULES)).toBe(9_514);
  for (const intraState of [true, false]) {
    expect(
      computeGst({ at: NEW_RULES, goods: [piece(99_900, 2)], discountPaise: 0, charges: [], intraState })
        .taxPaise,
    ).toBe(9_514);
  }
});

describe('every order adds up to the paisa (property)', () => {
  const price = fc.oneof(
    fc.integer({ min: 1, max: 1_000_000 }),
    // around the thresholds, tax included: ₹1,050, ₹2,625 and ₹2,950 a piece
    ...[105_000, 262_500, 295_000].map((edge) => fc.integer({ min: edge - 300, max: edge + 300 })),
  );
  const order = fc.record({
    at: fc.date({
      min: new Date('2024-04-01T00:00:00Z'),
      max: new Date('2027-03-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    goods: fc.array(
      fc
        .record({ unitPricePaise: price, quantity: fc.integer({ min: 1, max: 12 }) })
        .map((line) => piece(line.unitPricePaise, line.quantity)),
      { minLength: 1, maxLength: 8 },
    ),
    discountPercent: fc.constantFrom(0, 20),
    charge: fc.constantFrom(0, 4_900, 9_900),
    intraState: fc.boolean(),
  });

  test('taxable values plus taxes equal what was charged, per line and in all', () => {
    fc.assert(
      fc.property(order, (o) => {
        const subtotal = o.goods.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
        const discountPaise = Math.round((subtotal * o.discountPercent) / 100);
        const gst = computeGst({
          at: o.at,
          goods: o.goods,
          discountPaise,
          charges: [{ description: 'Shipping', amountPaise: o.charge }],
          intraState: o.intraState,
        });
        const charged = subtotal - discountPaise + o.charge;
        expect(gst.totalPaise).toBe(charged);
        expect(gst.taxablePaise + gst.taxPaise).toBe(charged);
        expect(gst.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(discountPaise);
        // "Includes GST of ₹X", worked out without the delivery state, is the invoice's tax
        expect(includedGstPaise(o.goods, discountPaise, o.at, o.charge)).toBe(gst.taxPaise);
        for (const line of gst.lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
          expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
          const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
          // rounded once at the full rate, whatever the head
          expect(tax).toBe(Math.round((line.amountPaise * line.ratePercent) / (100 + line.ratePercent)));
          if (o.intraState) {
            expect(line.igstPaise).toBe(0);
            expect(line.cgstPaise).toBe(Math.floor(tax / 2));
            expect(line.sgstPaise - line.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(line.sgstPaise - line.cgstPaise).toBeLessThanOrEqual(1);
          } else expect(line.cgstPaise + line.sgstPaise).toBe(0);
          // the rate matches the value of one piece before tax against the threshold
          const perPieceTaxable = line.amountPaise / line.quantity / (1 + 5 / 100);
          const threshold = o.at < new Date('2025-09-21T18:30:00Z') ? 100_000 : 250_000;
          if (line.kind === 'goods') expect(line.ratePercent === 5).toBe(perPieceTaxable <= threshold + 1e-9);
        }
      }),
      { numRuns: 500 },
    );
  });
});
