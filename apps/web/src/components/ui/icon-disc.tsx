import type { ReactNode } from 'react';

type IconDiscProps = {
  /** The icon, with its size: <HiOutlineClock className="size-7" />. */
  icon: ReactNode;
  /** The disc's size and tint, and its place in the row: "size-14 bg-leaf-100 text-primary". */
  className: string;
};

/** An icon in a round tinted disc: the sign of a notice, of a step, of a mail or of a way to reach the shop. */
export function IconDisc({ icon, className }: IconDiscProps) {
  return (
    <span aria-hidden="true" className={`grid place-items-center rounded-full ${className}`}>
      {icon}
    </span>
  );
}
