import { formatPrice } from '@teatree/shared/money';
import { HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import { IconDisc } from '../../../components/ui/icon-disc';
import { type CatalogueSearch, hasFilters, panelFilterCount } from '../utils/catalogue-search';
import { CAFFEINE_LABELS } from '../utils/tea-facts-text';
import { ratingLabel } from './catalogue-filter-panel';

const teas = (n: number) => `${n} ${n === 1 ? 'tea' : 'teas'}`;

const either = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');

/** What the search and category ask for, in words: “green” in Black Tea. */
function describeSearch({ q, category }: CatalogueSearch): string {
  const term = q.trim();
  if (term && category) return `“${term}” in ${category}`;
  if (term) return `“${term}”`;
  return category;
}

/** What the other filters ask for, in words: $5.00 to $20.00, low or medium caffeine, from China, 4 stars & up, in stock. */
function describePanel({ minPrice, maxPrice, caffeine, origin, rating, inStock }: CatalogueSearch): string[] {
  const words: string[] = [];
  if (minPrice !== null && maxPrice !== null) words.push(`${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`);
  else if (minPrice !== null) words.push(`${formatPrice(minPrice)} and up`);
  else if (maxPrice !== null) words.push(`up to ${formatPrice(maxPrice)}`);
  if (caffeine.length) {
    const levels = caffeine.map((level) => CAFFEINE_LABELS[level].toLowerCase());
    const free = caffeine.length === 1 && caffeine[0] === 'none';
    words.push(free ? 'caffeine-free' : `${either(levels)} caffeine`);
  }
  if (origin.length) words.push(`from ${either(origin)}`);
  if (rating !== null) words.push(ratingLabel(rating));
  if (inStock) words.push('in stock');
  return words;
}

/** The search, the category and the filters in words: “green” in Black Tea, low caffeine, in stock. */
function describe(search: CatalogueSearch): string {
  return [describeSearch(search), ...describePanel(search)].filter(Boolean).join(', ');
}

type CatalogueSummaryProps = {
  search: CatalogueSearch;
  total: number | undefined;
  shown: number;
  pageSize: number;
  updating: boolean;
};

/** One line above the table, read out when it changes, so a search's result is heard as well as seen. */
export function CatalogueSummary({ search, total, shown, pageSize, updating }: CatalogueSummaryProps) {
  let text = '';
  if (total !== undefined && shown > 0) {
    const first = (search.page - 1) * pageSize + 1;
    const range = total > shown ? `${first}–${first + shown - 1} of ` : '';
    text = hasFilters(search)
      ? `${range}${teas(total)} ${total === 1 && !range ? 'matches' : 'match'} ${describe(search)}`
      : `Showing ${range}${teas(total)}`;
  }
  return (
    <p aria-live="polite" className="min-h-6 px-1 text-sm text-base-content/75">
      {updating ? 'Looking…' : text}
    </p>
  );
}

type CatalogueEmptyProps = { search: CatalogueSearch; onClear: () => void };

/** Nothing matches the filters: say so, and offer the way back to every tea. */
export function CatalogueEmpty({ search, onClear }: CatalogueEmptyProps) {
  if (!hasFilters(search)) {
    return (
      <p className="surface p-8 text-center text-base-content/75">New teas are on their way; please look again soon.</p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 surface px-6 py-12 text-center">
      <IconDisc icon={<HiOutlineMagnifyingGlass className="size-7" />} className="size-14 bg-leaf-100 text-primary" />
      <h2 className="text-2xl font-semibold">No teas match {describe(search)}</h2>
      <p className="max-w-md text-base-content/75">
        {panelFilterCount(search) > 0
          ? 'Try fewer filters, a wider price range, or another word or category.'
          : "Try another word, a brand, or a different category. Our search looks at each tea's name and brand."}
      </p>
      <button type="button" className="btn btn-primary" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
