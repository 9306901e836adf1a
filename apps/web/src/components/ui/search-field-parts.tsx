import { HiMiniXMark, HiOutlineMagnifyingGlass } from 'react-icons/hi2';

/*
 * The parts a search field of the shop draws over its input: the magnifier at its start, and its own
 * Clear button at its end (the input hides the browser's, which would be a second one).
 */

/** What a search field's input carries: the keyboard's Search key, and no autofill or spelling marks. */
export const searchInputProps = {
  type: 'search',
  enterKeyHint: 'search',
  autoComplete: 'off',
  spellCheck: false,
} as const;

/** The magnifier at the start of a search field. */
export function SearchGlass() {
  return (
    <HiOutlineMagnifyingGlass
      className="pointer-events-none absolute left-3 top-1/2 z-[1] size-5 -translate-y-1/2 text-base-content/60"
      aria-hidden="true"
    />
  );
}

/** The button at the end of a search field that empties it. */
export function ClearSearchButton({ label = 'Clear the search', onClear }: { label?: string; onClear: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs btn-circle absolute right-2 top-1/2 z-[1] -translate-y-1/2 text-base-content/70"
      aria-label={label}
      onClick={onClear}
    >
      <HiMiniXMark className="size-4" aria-hidden="true" />
    </button>
  );
}
