import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/*
 * The shop's links, made with the hooks React Router offers for links of one's own (useHref,
 * useLinkClickHandler): its own <Link> also carries the prefetching of its framework mode, which a
 * router declared in elements cannot use and which every visitor downloaded all the same
 * (docs/decisions/0018-home-page-scripts.md). A click goes through the router as with its <Link>
 * (not with a modifier key, another target or another button); before the page is hydrated, a link is
 * a plain link (docs/decisions/0017-pages-answer-at-once.md).
 */

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address of the shop (paths.*.getHref()), as React Router's <Link> takes it. */
  to: To;
  /** Replace the current entry in the history rather than add one. */
  replace?: boolean;
  /** Handed to the next page (useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/**
 * A link that says when it leads to the page on screen, as React Router's <NavLink> does:
 * `aria-current="page"` and the class `active`; with `end`, only on that very address, otherwise on the
 * addresses under it too.
 */
export function NavLink({ to, end = false, className = '', ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const there = useResolvedPath(to).pathname.toLowerCase();
  const length = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const current = here === there || (!end && here.startsWith(there) && here.charAt(length) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={[className, current ? 'active' : ''].filter(Boolean).join(' ')}
    />
  );
}
