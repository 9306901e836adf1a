import { Link, type LinkProps } from './link';
import { HiArrowRight } from './page-icons';

/** A link on to more of the shop (all the teas, our story): its words, then an arrow. */
export function ArrowLink({ children, ...link }: LinkProps) {
  return (
    <Link {...link}>
      {children} <HiArrowRight aria-hidden="true" />
    </Link>
  );
}
