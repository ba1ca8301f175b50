import { addressErrors, INDIAN_STATES, isIndia, normalizeAddress } from './address-rules.ts';
import { addressInputSchema } from './addresses.ts';

const HOME = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '9845012345',
};

describe('the rules of an address', () => {
  it('lists India’s 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toEqual(expect.arrayContaining(['Kerala', 'Delhi', 'Ladakh', 'Puducherry']));
  });

  it('accepts PIN codes of six digits not starting with 0, with or without a space', () => {
    for (const postalCode of ['560001', '560 001', '110011'])
      expect(addressErrors({ ...HOME, postalCode })).toEqual({});
    for (const postalCode of ['060001', '56001', '5600011', 'ABC123', '56-0001'])
      expect(addressErrors({ ...HOME, postalCode }).postalCode).toBe(
        'Enter a 6-digit PIN code that does not start with 0',
      );
  });

  it('accepts a 10-digit mobile number with or without +91', () => {
    for (const phone of ['9845012345', '+91 98450 12345', '+91-98450-12345', '(984) 501 2345'])
      expect(addressErrors({ ...HOME, phone })).toEqual({});
    for (const phone of ['984501234', '98450123456', '+1 98450 12345', '0984501234', '91 98450 12345x'])
      expect(addressErrors({ ...HOME, phone }).phone).toBe(
        'Enter a 10-digit mobile number, with or without +91',
      );
  });

  it('needs a state or union territory of the list for India only', () => {
    expect(addressErrors({ ...HOME, state: '' }).state).toBe('Choose a state or union territory');
    expect(addressErrors({ ...HOME, state: 'Gondwana' }).state).toBe('Choose a state or union territory');
    expect(addressErrors({ ...HOME, state: 'tamil nadu' })).toEqual({});
    expect(
      addressErrors({ ...HOME, country: 'Nepal', state: '', postalCode: '44600', phone: '+977 1 4412345' }),
    ).toEqual({});
    expect(isIndia('  INDIA ')).toBe(true);
  });

  it('names every missing field at once', () => {
    expect(addressErrors({ country: 'India' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Street address is required',
      city: 'City is required',
      state: 'Choose a state or union territory',
      postalCode: 'Postal code is required',
      phone: 'Phone is required',
    });
  });

  it('writes an Indian address the one way it is stored', () => {
    expect(
      normalizeAddress({
        ...HOME,
        state: ' kerala',
        postalCode: '695 001',
        phone: '+91-94470 12345',
        country: 'india',
      }),
    ).toEqual({
      ...HOME,
      state: 'Kerala',
      postalCode: '695001',
      phone: '+91 94470 12345',
      country: 'India',
    });
  });

  it('is what the server’s schema checks, message for message', () => {
    const samples = [
      HOME,
      { ...HOME, postalCode: '012345', phone: '12', state: 'Atlantis' },
      { ...HOME, firstName: ' ', city: 'x'.repeat(81) },
      { ...HOME, country: 'Sri Lanka', state: '', postalCode: '00100!', phone: 'call me' },
    ];
    for (const sample of samples) {
      const parsed = addressInputSchema.safeParse(sample);
      const issues = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      expect(issues).toEqual(addressErrors(sample));
    }
  });
});
