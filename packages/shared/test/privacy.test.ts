import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETE_CONFIRMATION,
  accountDeletionInput,
  dataExportFileName,
  maskEmail,
  privacyMessages,
} from '../src/privacy.ts';

describe('maskEmail', () => {
  it.each([
    ['mina@example.com', 'm•••@example.com'],
    ['Hannah.Weber@example.com', 'H•••@example.com'],
    ['a@b.co', 'a•••@b.co'],
    ['first.last+tea@mail.shop.example.org', 'f•••@mail.shop.example.org'],
    ['  padded@example.com  ', 'p•••@example.com'],
    ['émile@exemple.fr', 'é•••@exemple.fr'],
    ['😀smile@example.com', '😀•••@example.com'],
    // The last @ splits: a quoted local part may hold one of its own.
    ['"odd@local"@example.com', '"•••@example.com'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never gives back more than the first letter of the local part', () => {
    for (const email of ['mina@example.com', 'ab@example.com', 'x.y.z@example.com']) {
      const local = email.split('@')[0]!;
      expect(maskEmail(email)).not.toContain(local.slice(1));
    }
  });

  it('hides anything that is not an address, and keeps an empty one empty', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('   ')).toBe('');
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••@example.com');
    expect(maskEmail('mina@')).toBe('m•••');
  });
});

describe('accountDeletionInput', () => {
  it(`accepts confirm: "${ACCOUNT_DELETE_CONFIRMATION}" only`, () => {
    expect(accountDeletionInput.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE ' }, { confirm: true }, { confirm: null }]) {
      const parsed = accountDeletionInput.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['confirm'], message: privacyMessages.confirmDelete });
    }
  });
});

describe('dataExportFileName', () => {
  it('names the file by the day, in UTC', () => {
    expect(dataExportFileName(new Date('2026-11-30T23:59:59Z'))).toBe('teatree-data-2026-11-30.json');
    expect(dataExportFileName(new Date('2027-01-01T00:00:00Z'))).toBe('teatree-data-2027-01-01.json');
  });
});
