import { GenIcon, type IconBaseProps } from 'react-icons';

/*
 * Heroicons (MIT, via react-icons/hi2) that only the lazily loaded account screens use. Importing them
 * from 'react-icons/hi2' would put them in every visitor's first script: that module is already part
 * of it (the navbar's icons), and a shared module carries all its used exports into the chunk it sits
 * in. Built with react-icons' own GenIcon, so they look and size exactly like the others.
 */

export const HiMiniChevronDown = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 20 20', fill: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          fillRule: 'evenodd',
          d: 'M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z',
          clipRule: 'evenodd',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineArrowLeftStartOnRectangle = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M8.25 9V5.25A2.25 2.25 0 0 1 10.5 3h6a2.25 2.25 0 0 1 2.25 2.25v13.5A2.25 2.25 0 0 1 16.5 21h-6a2.25 2.25 0 0 1-2.25-2.25V15m-3 0-3-3m0 0 3-3m-3 3H15',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineArrowPath = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M16.023 9.348h4.992v-.001M2.985 19.644v-4.992m0 0h4.992m-4.993 0 3.181 3.183a8.25 8.25 0 0 0 13.803-3.7M4.031 9.865a8.25 8.25 0 0 1 13.803-3.7l3.181 3.182m0-4.991v4.99',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineCheckBadge = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M9 12.75 11.25 15 15 9.75M21 12c0 1.268-.63 2.39-1.593 3.068a3.745 3.745 0 0 1-1.043 3.296 3.745 3.745 0 0 1-3.296 1.043A3.745 3.745 0 0 1 12 21c-1.268 0-2.39-.63-3.068-1.593a3.746 3.746 0 0 1-3.296-1.043 3.745 3.745 0 0 1-1.043-3.296A3.745 3.745 0 0 1 3 12c0-1.268.63-2.39 1.593-3.068a3.745 3.745 0 0 1 1.043-3.296 3.746 3.746 0 0 1 3.296-1.043A3.746 3.746 0 0 1 12 3c1.268 0 2.39.63 3.068 1.593a3.746 3.746 0 0 1 3.296 1.043 3.746 3.746 0 0 1 1.043 3.296A3.745 3.745 0 0 1 21 12Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineClipboardDocumentList = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M9 12h3.75M9 15h3.75M9 18h3.75m3 .75H18a2.25 2.25 0 0 0 2.25-2.25V6.108c0-1.135-.845-2.098-1.976-2.192a48.424 48.424 0 0 0-1.123-.08m-5.801 0c-.065.21-.1.433-.1.664 0 .414.336.75.75.75h4.5a.75.75 0 0 0 .75-.75 2.25 2.25 0 0 0-.1-.664m-5.8 0A2.251 2.251 0 0 1 13.5 2.25H15c1.012 0 1.867.668 2.15 1.586m-5.8 0c-.376.023-.75.05-1.124.08C9.095 4.01 8.25 4.973 8.25 6.108V8.25m0 0H4.875c-.621 0-1.125.504-1.125 1.125v11.25c0 .621.504 1.125 1.125 1.125h9.75c.621 0 1.125-.504 1.125-1.125V9.375c0-.621-.504-1.125-1.125-1.125H8.25ZM6.75 12h.008v.008H6.75V12Zm0 3h.008v.008H6.75V15Zm0 3h.008v.008H6.75V18Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineExclamationTriangle = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M12 9v3.75m-9.303 3.376c-.866 1.5.217 3.374 1.948 3.374h14.71c1.73 0 2.813-1.874 1.948-3.374L13.949 3.378c-.866-1.5-3.032-1.5-3.898 0L2.697 16.126ZM12 15.75h.007v.008H12v-.008Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineEye = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M2.036 12.322a1.012 1.012 0 0 1 0-.639C3.423 7.51 7.36 4.5 12 4.5c4.638 0 8.573 3.007 9.963 7.178.07.207.07.431 0 .639C20.577 16.49 16.64 19.5 12 19.5c-4.638 0-8.573-3.007-9.963-7.178Z',
        },
        child: [],
      },
      {
        tag: 'path',
        attr: { strokeLinecap: 'round', strokeLinejoin: 'round', d: 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z' },
        child: [],
      },
    ],
  })(props);

export const HiOutlineEyeSlash = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M3.98 8.223A10.477 10.477 0 0 0 1.934 12C3.226 16.338 7.244 19.5 12 19.5c.993 0 1.953-.138 2.863-.395M6.228 6.228A10.451 10.451 0 0 1 12 4.5c4.756 0 8.773 3.162 10.065 7.498a10.522 10.522 0 0 1-4.293 5.774M6.228 6.228 3 3m3.228 3.228 3.65 3.65m7.894 7.894L21 21m-3.228-3.228-3.65-3.65m0 0a3 3 0 1 0-4.243-4.243m4.242 4.242L9.88 9.88',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlineInformationCircle = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'm11.25 11.25.041-.02a.75.75 0 0 1 1.063.852l-.708 2.836a.75.75 0 0 0 1.063.853l.041-.021M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9-3.75h.008v.008H12V8.25Z',
        },
        child: [],
      },
    ],
  })(props);

export const HiOutlinePlusCircle = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M12 9v6m3-3H9m12 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
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

export const HiOutlineUsers = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { fill: 'none', viewBox: '0 0 24 24', strokeWidth: '1.5', stroke: 'currentColor', 'aria-hidden': 'true' },
    child: [
      {
        tag: 'path',
        attr: {
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M15 19.128a9.38 9.38 0 0 0 2.625.372 9.337 9.337 0 0 0 4.121-.952 4.125 4.125 0 0 0-7.533-2.493M15 19.128v-.003c0-1.113-.285-2.16-.786-3.07M15 19.128v.106A12.318 12.318 0 0 1 8.624 21c-2.331 0-4.512-.645-6.374-1.766l-.001-.109a6.375 6.375 0 0 1 11.964-3.07M12 6.375a3.375 3.375 0 1 1-6.75 0 3.375 3.375 0 0 1 6.75 0Zm8.25 2.25a2.625 2.625 0 1 1-5.25 0 2.625 2.625 0 0 1 5.25 0Z',
        },
        child: [],
      },
    ],
  })(props);
