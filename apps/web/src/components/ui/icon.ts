import { GenIcon, type IconType } from 'react-icons';

/*
 * Icons drawn from their paths with react-icons' own GenIcon, for the places where importing them from
 * 'react-icons/hi2' would carry every icon of the app into a script that does not need them (the page
 * shell of every first script, one screen's chunk): components/ui/shell-icons.tsx says why.
 */

type Path = string | { d: string; evenOdd: true };

/** An icon filled with the text colour: Heroicons solid and mini, Font Awesome. */
export function solidIcon(viewBox: string, ...paths: Path[]): IconType {
  return GenIcon({
    tag: 'svg',
    attr: { viewBox, fill: 'currentColor', 'aria-hidden': 'true' },
    child: paths.map((path) => ({
      tag: 'path',
      attr: (typeof path === 'string'
        ? { d: path }
        : { d: path.d, fillRule: 'evenodd', clipRule: 'evenodd' }) as Record<string, string>,
      child: [],
    })),
  });
}

/** A Heroicons outline icon: 24 × 24, drawn with a round stroke of the text colour. */
export function outlineIcon(paths: readonly string[], strokeWidth = 1.5): IconType {
  return GenIcon({
    tag: 'svg',
    attr: {
      fill: 'none',
      viewBox: '0 0 24 24',
      strokeWidth: String(strokeWidth),
      stroke: 'currentColor',
      'aria-hidden': 'true',
    },
    child: paths.map((d) => ({ tag: 'path', attr: { strokeLinecap: 'round', strokeLinejoin: 'round', d }, child: [] })),
  });
}
