import { BRAND } from '@teatree/shared/messages';
import logoUrl from '../../assets/art/logo.svg';
import { paths } from '../../config/paths';
import { Link } from '../ui/link';

type BrandLinkProps = { className?: string };

export function BrandLink({ className = '' }: BrandLinkProps) {
  return (
    <Link
      to={paths.home.getHref()}
      className={`inline-flex items-center gap-2 rounded-field font-display text-2xl font-semibold text-primary ${className}`}
    >
      {/* The brand name beside it already names the link, so the logo itself is decorative. */}
      <img src={logoUrl} alt="" width={40} height={40} className="size-10" />
      <span>{BRAND}</span>
    </Link>
  );
}
