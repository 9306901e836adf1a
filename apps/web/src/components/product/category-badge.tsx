import type { Category } from '@teatree/shared/constants';

// Each category wears a tint of its own tea; all pairs keep text contrast above 4.5:1.
const tints: Record<Category, string> = {
  Organic: 'bg-leaf-100 text-primary',
  'Green Tea': 'bg-[#d8ead0] text-[#1f4d29]',
  'Black Tea': 'bg-[#f3e3cc] text-[#6b4312]',
  'White Tea': 'bg-base-300 text-base-content',
};

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tints[category] ?? tints.Organic}`}
    >
      {category}
    </span>
  );
}
