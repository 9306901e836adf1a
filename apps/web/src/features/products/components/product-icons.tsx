import { GenIcon, type IconBaseProps } from 'react-icons';

/*
 * Heroicons (MIT, via react-icons/hi2) that only the catalogue's screens use, built with react-icons'
 * own GenIcon: importing them from 'react-icons/hi2' would put them in every visitor's first script
 * (see components/ui/lazy-icons.tsx for why).
 */

export const HiOutlineMagnifyingGlass = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'm21 21-5.197-5.197m0 0A7.5 7.5 0 1 0 5.196 5.196a7.5 7.5 0 0 0 10.607 10.607Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlinePencilSquare = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'm16.862 4.487 1.687-1.688a1.875 1.875 0 1 1 2.652 2.652L10.582 16.07a4.5 4.5 0 0 1-1.897 1.13L6 18l.8-2.685a4.5 4.5 0 0 1 1.13-1.897l8.932-8.931Zm0 0L19.5 7.125M18 14v4.75A2.25 2.25 0 0 1 15.75 21H5.25A2.25 2.25 0 0 1 3 18.75V8.25A2.25 2.25 0 0 1 5.25 6H10',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineTrash = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'm14.74 9-.346 9m-4.788 0L9.26 9m9.968-3.21c.342.052.682.107 1.022.166m-1.022-.165L18.16 19.673a2.25 2.25 0 0 1-2.244 2.077H8.084a2.25 2.25 0 0 1-2.244-2.077L4.772 5.79m14.456 0a48.108 48.108 0 0 0-3.478-.397m-12 .562c.34-.059.68-.114 1.022-.165m0 0a48.11 48.11 0 0 1 3.478-.397m7.5 0v-.916c0-1.18-.91-2.164-2.09-2.201a51.964 51.964 0 0 0-3.32 0c-1.18.037-2.09 1.022-2.09 2.201v.916m7.5 0a48.667 48.667 0 0 0-7.5 0',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlinePhoto = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'm2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909m-18 3.75h16.5a1.5 1.5 0 0 0 1.5-1.5V6a1.5 1.5 0 0 0-1.5-1.5H3.75A1.5 1.5 0 0 0 2.25 6v12a1.5 1.5 0 0 0 1.5 1.5Zm10.5-11.25h.008v.008h-.008V8.25Zm.375 0a.375.375 0 1 1-.75 0 .375.375 0 0 1 .75 0Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineArrowUpTray = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M3 16.5v2.25A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75V16.5m-13.5-9L12 3m0 0 4.5 4.5M12 3v13.5',
        },
        child: [],
      },
    ],
  })(props);
