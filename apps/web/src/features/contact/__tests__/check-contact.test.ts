import { contactInput } from '@teatree/shared/schemas/contact';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactFields, checkContact } from '../check-contact';

/** What the server's schema answers for the same fields: the message it reads, or each field's first problem. */
function serverAnswer(input: ContactFields) {
  const parsed = contactInput.safeParse(input);
  if (parsed.success) return { message: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

const good: ContactFields = { name: 'Ada Leaf', email: 'Ada@Example.com', message: 'Silver Needle to Norway?' };

describe('the contact form checks what the server checks, in its words', () => {
  it.each<[string, ContactFields]>([
    ['a good message', good],
    ['nothing filled in', { name: '', email: '', message: '' }],
    ['blanks only', { name: '   ', email: ' ', message: '  ' }],
    ['an address without a domain', { ...good, email: 'ada@example' }],
    ['a double dot', { ...good, email: 'ada..leaf@example.com' }],
    ['a name too long', { ...good, name: 'n'.repeat(81) }],
    ['a message too long', { ...good, message: 'm'.repeat(5001) }],
    ['an address too long', { ...good, email: `${'a'.repeat(250)}@example.com` }],
    ['a local part too long', { ...good, email: `${'a'.repeat(65)}@example.com` }],
  ])('%s', (_, input) => {
    expect(checkContact(input)).toEqual(serverAnswer(input));
  });

  it('agrees with the server on any fields', () => {
    const text = fc.oneof(fc.string({ maxLength: 90 }), fc.emailAddress(), fc.constantFrom('', ' ', 'a@b.co'));
    fc.assert(
      fc.property(text, text, fc.string({ maxLength: 20 }), (name, email, message) => {
        const input = { name, email, message };
        expect(checkContact(input)).toEqual(serverAnswer(input));
      }),
    );
  });
});
