import { createElement } from 'react';
import type { IconBaseProps, IconType } from 'react-icons';

/*
 * Icons drawn from their paths, for the places where importing them from 'react-icons/hi2' would carry
 * every icon of the app into a script that does not need them (the page shell of every first script,
 * one screen's chunk): components/ui/shell-icons.tsx says why. They draw the same <svg> react-icons
 * does, without its renderer and context, which every page's first script would otherwise carry
 * (docs/decisions/0017-pages-answer-at-once.md).
 */

type Path = string | { d: string; evenOdd: true };

type Drawing = { attributes: Record<string, string>; paths: Record<string, string>[] };

function SvgIcon({ drawing, size = '1em', title, color, style, ...props }: IconBaseProps & { drawing: Drawing }) {
  return createElement(
    'svg',
    {
      stroke: 'currentColor',
      fill: 'currentColor',
      strokeWidth: '0',
      ...drawing.attributes,
      ...props,
      style: color ? { color, ...style } : style,
      height: size,
      width: size,
      xmlns: 'http://www.w3.org/2000/svg',
    },
    title ? createElement('title', null, title) : null,
    ...drawing.paths.map((path, key) => createElement('path', { key, ...path })),
  );
}

function svgIcon(drawing: Drawing): IconType {
  return (props) => createElement(SvgIcon, { ...props, drawing });
}

/** An icon filled with the text colour: Heroicons solid and mini, Font Awesome. */
export function solidIcon(viewBox: string, ...paths: Path[]): IconType {
  return svgIcon({
    attributes: { viewBox, fill: 'currentColor', 'aria-hidden': 'true' },
    paths: paths.map(
      (path): Record<string, string> =>
        typeof path === 'string' ? { d: path } : { d: path.d, fillRule: 'evenodd', clipRule: 'evenodd' },
    ),
  });
}

/** A Heroicons outline icon: 24 × 24, drawn with a round stroke of the text colour. */
export function outlineIcon(paths: readonly string[], strokeWidth = 1.5): IconType {
  return svgIcon({
    attributes: {
      fill: 'none',
      viewBox: '0 0 24 24',
      strokeWidth: String(strokeWidth),
      stroke: 'currentColor',
      'aria-hidden': 'true',
    },
    paths: paths.map((d) => ({ strokeLinecap: 'round', strokeLinejoin: 'round', d })),
  });
}
