import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../safe-redirect';

describe('where signing in leads', () => {
  it('back to the remembered page of this shop, with its query and anchor', () => {
    expect(safeRedirect('/myOrders?page=2#top')).toBe('/myOrders?page=2#top');
    expect(safeRedirect('/products/abc')).toBe('/products/abc');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'myOrders'],
    ['the sign-in screen itself', '/login?redirectTo=%2F'],
    ['the sign-up screen', '/signup'],
    ['nothing', null],
    ['an empty value', ''],
  ])('home, never to %s', (_, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('to the fallback given, when there is one', () => {
    expect(safeRedirect('//evil.example', '/products')).toBe('/products');
  });
});
