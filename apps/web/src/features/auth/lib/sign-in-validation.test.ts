import { describe, expect, it } from 'vitest';
import { validateEmail, validatePassword, validateSignIn } from './sign-in-validation';

describe('sign-in validation', () => {
  it('asks for an e-mail when the field is empty or blank', () => {
    expect(validateEmail('')).toBe('Please input your E-mail!');
    expect(validateEmail('   ')).toBe('Please input your E-mail!');
  });

  it('refuses what is not an e-mail address', () => {
    for (const value of ['demo', 'demo@', '@example.com', 'demo@example', 'de mo@example.com', `${'a'.repeat(315)}@x.com`]) {
      expect(validateEmail(value), value).toBe('The input is not valid E-mail!');
    }
  });

  it('accepts an e-mail address, with the spaces around it that the sign-in trims', () => {
    expect(validateEmail('demo.contractor@example.com')).toBeUndefined();
    expect(validateEmail('  first.last+tag@sub.example.co ')).toBeUndefined();
  });

  it('asks for a password, any non-empty one (the server judges it)', () => {
    expect(validatePassword('')).toBe('Please input your password!');
    expect(validatePassword(' ')).toBeUndefined();
  });

  it('reports every field at once on submit', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Please input your E-mail!', password: 'Please input your password!' });
    expect(validateSignIn({ email: 'demo@example.com', password: 'x' })).toEqual({});
  });
});
