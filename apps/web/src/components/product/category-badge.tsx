// The shop's first four categories each wear a tint of their own tea; any category the owner adds wears
// the neutral one. All pairs keep text contrast above 4.5:1.
const tints: Record<string, string> = {
  Organic: 'bg-leaf-100 text-primary',
  'Green Tea': 'bg-[#d8ead0] text-[#1f4d29]',
  'Black Tea': 'bg-[#f3e3cc] text-[#6b4312]',
  'White Tea': 'bg-base-300 text-base-content',
};

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${(Object.hasOwn(tints, category) && tints[category]) || 'bg-base-200 text-base-content'}`}
    >
      {category}
    </span>
  );
}
