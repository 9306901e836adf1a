import type { OrderLine } from '@teatree/shared/schemas/order';

type GiftLine = Pick<OrderLine, 'total' | 'discount'>;

/** Whether a line is a promotion's gift (docs/decisions/0035-promotions.md): its discount takes off all it costs. */
export const isGiftLine = (line: GiftLine) => line.total > 0 && line.discount >= line.total;

/** "Free" after a gift line's quantity and price, a space before it; nothing for a line that is paid for. */
export function FreeBadge({ line }: { line: GiftLine }) {
  if (!isGiftLine(line)) return null;
  return (
    <>
      {' '}
      <span className="badge badge-sm badge-success badge-soft">Free</span>
    </>
  );
}
