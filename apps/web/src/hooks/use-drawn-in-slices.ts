import { useDeferredValue } from 'react';

/**
 * A list's answer, drawn as a transition: in slices the browser can interrupt, the list's placeholders
 * staying until its cards are ready. The first answer arrives while the page is still being taken
 * over, and drawing a page of cards at once held the main thread for one long task
 * (docs/decisions/0017-pages-answer-at-once.md). Undefined until the answer is drawn.
 */
export function useDrawnInSlices<T>(answer: T | undefined): T | undefined {
  return useDeferredValue(answer);
}
