import { normalCode } from '@teatree/shared/promotions';
import { useCallback, useState } from 'react';

const KEPT = 'teatree.discountCode';

/**
 * The discount code a shopper gave in the cart (docs/decisions/0035-promotions.md), kept for this visit
 * in this browser: the cart's estimate is priced with it, and the checkout sends it with the order.
 */
export function useDiscountCode(): [string | undefined, (code: string | undefined) => void] {
  const [code, setCode] = useState<string | undefined>(() => {
    try {
      return window.sessionStorage.getItem(KEPT) ?? undefined;
    } catch {
      return undefined;
    }
  });
  const change = useCallback((next: string | undefined) => {
    const kept = (next && normalCode(next)) || undefined;
    setCode(kept);
    try {
      if (kept) window.sessionStorage.setItem(KEPT, kept);
      else window.sessionStorage.removeItem(KEPT);
    } catch {
      // A browser that keeps nothing forgets the code on the next page.
    }
  }, []);
  return [code, change];
}
