import { useEffect, useId, useRef, useState } from 'react';
import { HiMiniBars3, HiMiniXMark } from 'react-icons/hi2';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { BrandLink } from './brand-link';

const navItems = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Products', to: paths.products.getHref() },
  { label: 'Review', to: paths.review.getHref() },
  { label: 'About', to: paths.about.getHref() },
] as const;

const linkClass =
  'rounded-field px-3 py-2 font-medium text-base-content/80 transition-colors hover:bg-base-300/60 hover:text-base-content aria-[current=page]:bg-leaf-100 aria-[current=page]:text-primary';

export function Navbar() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-base-300/70 bg-base-200/90 backdrop-blur supports-[backdrop-filter]:bg-base-200/75">
      <div className="page-container flex h-16 items-center gap-4 sm:h-18">
        <BrandLink />

        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {/* Signed in, an avatar menu takes this place; it arrives with accounts. */}
          {!user && (
            <Link to={paths.login.getHref()} className="btn btn-primary btn-sm sm:btn-md px-5">
              Login
            </Link>
          )}

          <div ref={menuRef} className="relative md:hidden">
            <button
              type="button"
              className="btn btn-ghost btn-square"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <HiMiniXMark className="size-6" aria-hidden="true" />
              ) : (
                <HiMiniBars3 className="size-6" aria-hidden="true" />
              )}
            </button>
            <nav
              id={menuId}
              aria-label="Main"
              hidden={!menuOpen}
              className="absolute right-0 top-full mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
            >
              <ul className="flex flex-col gap-1">
                {navItems.map((item) => (
                  <li key={item.to}>
                    {/* Picking a page, even the current one, should get the menu out of the way. */}
                    <NavLink to={item.to} end className={`block ${linkClass}`} onClick={() => setMenuOpen(false)}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
