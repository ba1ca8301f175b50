import { loadConfig } from '../config.ts';
import { GST_STATE_CODES, gstinCheckCharacter, gstinProblem, indianState } from './gstin.ts';

describe('the GSTIN check (docs/product.md §10)', () => {
  it("computes the check character of the GSTN's published example 27AAPFU0939F1ZV", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('refuses a wrong check character, a malformed GSTIN and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('has a wrong check character');
    // the seed's fictitious GSTIN is well formed, with the right check character
    expect(gstinProblem('29AAACT0000F1Z1')).toBeNull();
    expect(gstinProblem('29AAACT0000F1Z2')).toBe('has a wrong check character');
    for (const malformed of ['', '29AAACT0000F1Z', '29AAACT0000F1Y1', '29aaact0000f1z1', '2XAAACT0000F1Z1']) {
      expect(gstinProblem(malformed)).toContain('must be 15 characters');
    }
    expect(gstinProblem(`99AAACT0000F1Z${gstinCheckCharacter('99AAACT0000F1Z')}`)).toBe(
      'does not start with a state code',
    );
  });

  it('knows every state by its GST code, whatever the case', () => {
    expect(GST_STATE_CODES.Karnataka).toBe('29');
    expect(GST_STATE_CODES.Maharashtra).toBe('27');
    expect(indianState('  tamil nadu ')).toBe('Tamil Nadu');
    expect(indianState('Atlantis')).toBeUndefined();
  });
});

describe("the shop's identity in the settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ['SHOP_GSTIN', 'SHOP_STATE', 'SHOP_LEGAL_NAME', 'SHOP_ADDRESS']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
  const unset = () => {
    for (const key of ['SHOP_GSTIN', 'SHOP_STATE', 'SHOP_LEGAL_NAME', 'SHOP_ADDRESS'])
      delete process.env[key];
  };

  it('defaults to clearly fictitious values', () => {
    unset();
    expect(loadConfig().shop).toEqual({
      legalName: 'Threadline Retail Private Limited (fictitious)',
      address: '0 Example Road, Indiranagar, Bengaluru 560038',
      state: 'Karnataka',
      stateCode: '29',
      gstin: '29AAACT0000F1Z1',
    });
  });

  it('refuses to start with a GSTIN of the wrong check character, format or state', () => {
    unset();
    process.env.SHOP_GSTIN = '27AAPFU0939F1ZW';
    expect(() => loadConfig()).toThrow('SHOP_GSTIN has a wrong check character, got "27AAPFU0939F1ZW"');
    process.env.SHOP_GSTIN = '27AAPFU0939F1Z';
    expect(() => loadConfig()).toThrow('SHOP_GSTIN must be 15 characters');
    // a valid GSTIN of Maharashtra for a shop said to be in Karnataka
    process.env.SHOP_GSTIN = '27AAPFU0939F1ZV';
    expect(() => loadConfig()).toThrow('SHOP_GSTIN must start with 29, the state code of Karnataka');
    process.env.SHOP_STATE = 'Maharashtra';
    expect(loadConfig().shop).toMatchObject({
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
    });
  });
});
