import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETE_CONFIRMATION,
  accountDeletionInput,
  dataExportFileName,
  maskEmail,
  privacyMessages,
  reviewerName,
} from '../src/privacy.ts';

describe('maskEmail', () => {
  it.each([
    ['mina@example.com', 'm•••@example.com'],
    ['Hannah.Weber@example.com', 'H•••@example.com'],
    ['a@b.co', 'a•••@•••.co'],
    ['first.last+tea@mail.shop.example.org', 'f•••@mail.shop.example.org'],
    // A domain that may be the reviewer's own keeps only its last label; a shared provider's stays whole.
    ['bea@green-leaf.store', 'b•••@•••.store'],
    ['Anna@Weber.family.de', 'A•••@•••.de'],
    ['tea.lover@gmail.com', 't•••@gmail.com'],
    ['Mina@Outlook.com', 'M•••@Outlook.com'],
    ['host@localhost', 'h•••@•••'],
    ['  padded@example.com  ', 'p•••@example.com'],
    ['émile@exemple.fr', 'é•••@•••.fr'],
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

describe('reviewerName', () => {
  it.each([
    ['Anna Weber', 'Anna W.'],
    ['Anna Maria weber', 'Anna W.'],
    ['  Émile   Zola ', 'Émile Z.'],
    ['Cher', 'Cher'],
  ])('shows %s as %s when the owner prefers first name and initial', (name, shown) => {
    expect(reviewerName(name, 'first-and-initial')).toBe(shown);
  });

  it('keeps the whole name by default', () => {
    expect(reviewerName('Anna Weber', 'full')).toBe('Anna Weber');
  });
});
