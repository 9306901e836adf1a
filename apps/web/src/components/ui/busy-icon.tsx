import type { IconType } from 'react-icons';

type BusyIconProps = {
  /** What the button does is under way. */
  busy: boolean;
  icon: IconType;
  /** The icon's size ("size-4"). */
  className: string;
};

/** A button's icon, which turns into a spinner while what the button does is under way. */
export function BusyIcon({ busy, icon: Icon, className }: BusyIconProps) {
  return busy ? (
    <span className="loading loading-spinner loading-sm" aria-hidden="true" />
  ) : (
    <Icon className={className} aria-hidden="true" />
  );
}
