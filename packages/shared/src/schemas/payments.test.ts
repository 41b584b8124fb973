import { describe, expect, it } from 'vitest';
import { PAYMENTS_MSG, personalCustomerSchema } from './payments';

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  address1: '1 Main St',
  city: 'Providence',
  state: 'ri',
  postalCode: '02903',
  dateOfBirth: '1980-01-31',
  ssn: '1234',
  termsAccepted: true,
};

const messageOf = (input: Record<string, unknown>) => {
  const result = personalCustomerSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('personal verified customer form rules', () => {
  it('accepts a complete form and upper-cases the state', () => {
    expect(personalCustomerSchema.parse(valid).state).toBe('RI');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing email', { email: undefined }, PAYMENTS_MSG.emailRequired],
    ['bad email', { email: 'jane@' }, PAYMENTS_MSG.emailRequired],
    ['first name', { firstName: '' }, PAYMENTS_MSG.firstNameRequired],
    ['last name', { lastName: '  ' }, PAYMENTS_MSG.lastNameRequired],
    ['address', { address1: '' }, PAYMENTS_MSG.addressRequired],
    ['city', { city: undefined }, PAYMENTS_MSG.cityRequired],
    ['state with a digit', { state: 'R1' }, PAYMENTS_MSG.stateLetters],
    ['state of one letter', { state: 'R' }, PAYMENTS_MSG.stateLetters],
    ['postal code with letters', { postalCode: 'ABCDE' }, PAYMENTS_MSG.postalNumbers],
    ['empty postal code', { postalCode: '' }, PAYMENTS_MSG.postalNumbers],
    ['date of birth format', { dateOfBirth: '01/31/1980' }, PAYMENTS_MSG.dobRequired],
    ['date of birth not a day', { dateOfBirth: '1980-13-01' }, PAYMENTS_MSG.dobRequired],
    ['SSN of 3 digits', { ssn: '123' }, PAYMENTS_MSG.ssnDigits],
    ['SSN with a letter', { ssn: '12a4' }, PAYMENTS_MSG.ssnDigits],
    ['terms not ticked', { termsAccepted: false }, PAYMENTS_MSG.termsRequired],
    ['terms missing', { termsAccepted: undefined }, PAYMENTS_MSG.termsRequired],
  ])('%s', (_name, change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });
});
