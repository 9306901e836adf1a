import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../src/messages.ts';
import { emailField } from '../src/schemas/fields.ts';

const refusal = (value: unknown) => {
  const parsed = emailField.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the e-mail rule', () => {
  it.each([
    'owner@tea-house.shop',
    'buyer@leaf.store',
    'info@green.info',
    'hello@teas.online',
    'first.last+orders@mail.example.co.uk',
    'a_b%c-d@sub.domain.example.com',
    'x@y.museum',
    `x@y.${'a'.repeat(63)}`,
    'MiXeD@Example.COM',
  ])('accepts the real address %s', (email) => {
    expect(refusal(email)).toBeNull();
  });

  it('keeps addresses in lower case', () => {
    expect(emailField.parse('  Owner@Tea-House.SHOP ')).toBe('owner@tea-house.shop');
  });

  it.each([
    'plainaddress',
    'a@b',
    'a@b.c',
    `x@y.${'a'.repeat(64)}`,
    'a@b.c0m',
    '.lead@example.com',
    'trail.@example.com',
    'double..dot@example.com',
    'a@-bad.com',
    'a@bad-.com',
    'a@exa mple.com',
    'a b@example.com',
    'a@@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %s with the shop message', (email) => {
    expect(refusal(email)).toBe(fieldMessages.emailInvalid);
  });

  it('asks for a missing address', () => {
    expect(refusal('')).toBe(fieldMessages.emailRequired);
    expect(refusal(undefined)).toBe(fieldMessages.emailRequired);
  });
});
