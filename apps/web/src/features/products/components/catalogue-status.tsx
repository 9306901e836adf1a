import { HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import { type CatalogueSearch, hasFilters } from '../utils/catalogue-search';

const teas = (n: number) => `${n} ${n === 1 ? 'tea' : 'teas'}`;

/** What the filters ask for, in words: “green” in Black Tea. */
function describe({ q, category }: CatalogueSearch): string {
  const term = q.trim();
  if (term && category) return `“${term}” in ${category}`;
  if (term) return `“${term}”`;
  return category;
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
      <span className="grid size-14 place-items-center rounded-full bg-leaf-100 text-primary">
        <HiOutlineMagnifyingGlass className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-semibold">No teas match {describe(search)}</h2>
      <p className="max-w-md text-base-content/75">
        Try another word, a brand, or a different category. Our search looks at each tea's name and brand.
      </p>
      <button type="button" className="btn btn-primary" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
