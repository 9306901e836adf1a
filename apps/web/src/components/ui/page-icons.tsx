import { outlineIcon, solidIcon } from './icon';

/*
 * The icons of the home page and of the star ratings the public pages show, drawn from their paths
 * (Heroicons, MIT) for the reason components/ui/shell-icons.tsx gives: imported from 'react-icons/hi2',
 * they would bring the whole app's icons (about 4 KB gzipped) into the home page's download
 * (docs/decisions/0017-pages-answer-at-once.md).
 */

export const HiArrowRight = solidIcon('0 0 24 24', {
  d: 'M12.97 3.97a.75.75 0 0 1 1.06 0l7.5 7.5a.75.75 0 0 1 0 1.06l-7.5 7.5a.75.75 0 1 1-1.06-1.06l6.22-6.22H3a.75.75 0 0 1 0-1.5h16.19l-6.22-6.22a.75.75 0 0 1 0-1.06Z',
  evenOdd: true,
});

export const HiMiniStar = solidIcon('0 0 20 20', {
  d: 'M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401Z',
  evenOdd: true,
});

export const HiOutlineClock = outlineIcon(['M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z']);

export const HiOutlineEnvelope = outlineIcon([
  'M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.243a2.25 2.25 0 0 1-1.07 1.916l-7.5 4.615a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.916V6.75',
]);

export const HiOutlineMapPin = outlineIcon([
  'M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  'M19.5 10.5c0 7.142-7.5 11.25-7.5 11.25S4.5 17.642 4.5 10.5a7.5 7.5 0 1 1 15 0Z',
]);
