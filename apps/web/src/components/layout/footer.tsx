import { BRAND } from '@teatree/shared/messages';
import type { IconType } from 'react-icons';
import logoUrl from '../../assets/art/logo.svg';
import { paths } from '../../config/paths';
import { Link } from '../ui/link';
import { FaFacebookF, FaInstagram, FaPinterestP, FaXTwitter, FaYoutube } from '../ui/shell-icons';
import { NewsletterSignup } from './newsletter-signup';

// docs/product.md, "Audience and roles": every Services and Company entry points to the site root.
const linkColumns = [
  { title: 'Services', links: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
  { title: 'Company', links: ['About us', 'Contact', 'Jobs', 'Press kit'] },
] as const;

const socialLinks: { label: string; href: string; Icon: IconType }[] = [
  { label: 'TeaTree on Facebook', href: 'https://www.facebook.com/', Icon: FaFacebookF },
  { label: 'TeaTree on Instagram', href: 'https://www.instagram.com/', Icon: FaInstagram },
  { label: 'TeaTree on X', href: 'https://x.com/', Icon: FaXTwitter },
  { label: 'TeaTree on YouTube', href: 'https://www.youtube.com/', Icon: FaYoutube },
  { label: 'TeaTree on Pinterest', href: 'https://www.pinterest.com/', Icon: FaPinterestP },
];

// The shop's own pages and the home page's contact section, each opened as a page of its own: the
// footer is in every visitor's first script, and plain links keep it small.
const shopLinks = [
  ['Terms', paths.terms.getHref()],
  ['Privacy', paths.privacy.getHref()],
  ['Shipping and returns', paths.shippingAndReturns.getHref()],
  ['Contact', '/#contact'],
] as const;

const linkClass = 'rounded-sm text-neutral-content/85 underline-offset-4 hover:text-neutral-content hover:underline';

const COPYRIGHT_YEAR = 2023;

export function Footer() {
  return (
    <footer className="on-dark mt-auto bg-neutral text-neutral-content">
      <div className="page-container grid grid-cols-2 gap-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col items-start gap-3 lg:col-span-1">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-3 rounded-field font-display text-2xl font-semibold"
          >
            <span className="grid size-14 place-items-center rounded-full bg-base-200">
              <img src={logoUrl} alt="" width={40} height={40} className="size-10" />
            </span>
            {BRAND}
          </Link>
          <p className="text-neutral-content/85">Organic tea since 1995</p>
          <NewsletterSignup />
        </div>

        {linkColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`} className="flex flex-col gap-3">
            <h2
              id={`footer-${column.title}`}
              className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-secondary"
            >
              {column.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((label) => (
                <li key={label}>
                  <Link to={paths.home.getHref()} className={linkClass}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <nav aria-labelledby="footer-social" className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <h2 id="footer-social" className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-secondary">
            Social
          </h2>
          <ul className="flex flex-wrap gap-2">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={label}
                  className="grid size-10 place-items-center rounded-full bg-neutral-content/10 text-neutral-content transition-colors hover:bg-secondary hover:text-secondary-content"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-content/15">
        <nav aria-label="Shop information" className="page-container pt-5">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            {shopLinks.map(([label, href]) => (
              <li key={href}>
                <a href={href} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="page-container py-5 text-center text-sm text-neutral-content/80">
          Copyright © {COPYRIGHT_YEAR} - All rights reserved by {BRAND}
        </p>
      </div>
    </footer>
  );
}
