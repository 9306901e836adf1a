import { useQuery } from '@tanstack/react-query';
import type { ShopPageSlug } from '@teatree/shared/schemas/shop-page';
import { useEffect, useRef, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { shopPageQuery } from '../api/shop-pages';
import { PageEditor } from './page-editor';
import { PageText } from './page-text';

/** The page's shape while its words come: the title, the date, a few lines. */
const skeleton = (
  <div aria-hidden="true" className="mx-auto flex max-w-3xl flex-col gap-5">
    <div className="skeleton h-10 w-3/4 max-w-md" />
    <div className="skeleton h-4 w-32" />
    <div className="mt-12 flex flex-col gap-4">
      {['w-full', 'w-5/6', 'w-2/3', 'w-3/4', 'w-1/2'].map((width) => (
        <div key={width} className={`skeleton h-4 ${width}`} />
      ))}
    </div>
  </div>
);

/**
 * One of the shop's own pages (docs/decisions/0038-shop-pages.md), in the look of the terms and the
 * privacy page. The owner changes its words on the page itself: "Edit this page" turns it into a form.
 */
export function ShopPageContent({ slug }: { slug: ShopPageSlug }) {
  const query = useQuery(shopPageQuery(slug));
  const { isAdmin } = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const backFromEditing = useRef(false);

  // Back from the form, the focus goes to the button that opened it.
  useEffect(() => {
    if (editing || !backFromEditing.current) return;
    backFromEditing.current = false;
    editButton.current?.focus();
  }, [editing]);

  const stopEditing = () => {
    backFromEditing.current = true;
    setEditing(false);
  };

  return (
    <div className="page-container py-12 sm:py-16">
      <QueryView
        query={query}
        failure="This page could not be loaded just now."
        loading="Loading the page"
        skeleton={skeleton}
      >
        {(page) => {
          const updated = formatDate(page.updatedAt);
          return (
            <article aria-labelledby="shop-page-heading" className="mx-auto flex max-w-3xl flex-col gap-12">
              <header className="flex flex-col gap-5">
                <h1 id="shop-page-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
                  {page.title}
                </h1>
                {updated && page.updatedAt && (
                  <p className="text-sm text-base-content/70">
                    Updated <time dateTime={page.updatedAt}>{updated}</time>
                  </p>
                )}
                {isAdmin && !editing && (
                  <button
                    ref={editButton}
                    type="button"
                    className="btn btn-outline btn-primary btn-sm self-start"
                    onClick={() => setEditing(true)}
                  >
                    Edit this page
                  </button>
                )}
              </header>
              {isAdmin && editing ? (
                <PageEditor slug={slug} page={page} onDone={stopEditing} />
              ) : (
                <PageText text={page.body} />
              )}
            </article>
          );
        }}
      </QueryView>
    </div>
  );
}
