/**
 * A United States delivery address, field by field, as a customer fills in the form: the address the
 * tests of the address rules and of the kept addresses (apps/server/test/addresses.test.ts) start from.
 */
export const ADA = {
  fullName: 'Ada Lovelace',
  country: 'US',
  line1: '12 Tea Lane',
  line2: 'Flat 2',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phone: '+1 (217) 555-0100',
};

/** ADA moved to another country: `changes` replace her other fields there. */
export const adaIn = (country: string, changes: Partial<typeof ADA> = {}) => ({ ...ADA, country, ...changes });
