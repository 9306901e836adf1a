/**
 * An order's number as the shop writes it everywhere: "#1001" (docs/decisions/0031-order-numbers.md).
 * The numbers are counted up by the shop from 1001 and never change, so a customer can read one out on
 * the phone.
 */
export function orderNumberLabel(n: number): string {
  return `#${n}`;
}

/**
 * The number a search names, when it names one: "#1001", "1001" or " # 1001 " (Manage All Orders'
 * search); null for any other text.
 */
export function orderNumberSearched(text: string): number | null {
  const match = /^\s*#?\s*(\d{1,9})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}
