import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config).toMatchObject({ SHOP_TIMEZONE: 'UTC', LOW_STOCK: 10 });
  });

  it("reads the shop's time zone and its low-stock mark", () => {
    expect(loadConfig({ SHOP_TIMEZONE: 'Europe/London', LOW_STOCK: '0' })).toMatchObject({
      SHOP_TIMEZONE: 'Europe/London',
      LOW_STOCK: 0,
    });
  });

  it("reads the shop's country, US unless told, and refuses a code that is no country", () => {
    expect(loadConfig({}).SHOP_COUNTRY).toBe('US');
    expect(loadConfig({ SHOP_COUNTRY: 'gb' }).SHOP_COUNTRY).toBe('GB');
    expect(() => loadConfig({ SHOP_COUNTRY: 'XX' })).toThrow(
      /^Invalid configuration: SHOP_COUNTRY must be a country code/,
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must be an smtp/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CONTACT_RATE_LIMIT: '0' }, /CONTACT_RATE_LIMIT/],
    [{ SHOP_TIMEZONE: 'Mars/Olympus' }, /SHOP_TIMEZONE must be an IANA time zone/],
    [{ LOW_STOCK: '-1' }, /LOW_STOCK must be 0 or more/],
    [{ ADMIN_EMAILS: 'owner@tea-house.shop, not-an-address' }, /ADMIN_EMAILS entry "not-an-address" is not an e-mail/],
    [
      { TRUSTED_ORIGINS: 'https://shop.example.com/path' },
      /TRUSTED_ORIGINS entry "https:\/\/shop\.example\.com\/path"/,
    ],
    [{ TRUSTED_ORIGINS: 'ftp://shop.example.com' }, /TRUSTED_ORIGINS entry/],
    [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, /Google sign-in needs PUBLIC_URL/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads ADMIN_EMAILS with the shop's e-mail rule, and origins as origins", () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Owner@Tea-House.SHOP , first.last+tea@mail.example.co.uk',
      TRUSTED_ORIGINS: 'https://Admin.Example.com/, http://192.168.1.20:3000',
    });
    expect(config.ADMIN_EMAILS).toEqual(['owner@tea-house.shop', 'first.last+tea@mail.example.co.uk']);
    expect(config.TRUSTED_ORIGINS).toEqual(['https://admin.example.com', 'http://192.168.1.20:3000']);
  });

  it('every variable it reads is in the configuration table of docs/operations.md', async () => {
    const operations = await readFile(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    const table = operations.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});
