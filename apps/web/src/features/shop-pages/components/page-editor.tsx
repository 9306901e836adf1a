import type { ShopPage, ShopPageSlug } from '@teatree/shared/schemas/shop-page';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-errors';
import { useSaveShopPage } from '../api/shop-pages';

const PAGE_SAVED = 'The page is saved';
const FORMAT_HINT = 'A blank line starts a paragraph; ## starts a heading; - starts a list item.';

function focusWords(form: HTMLFormElement | null) {
  (form?.elements.namedItem('body') as HTMLTextAreaElement | null)?.focus();
}

type PageEditorProps = {
  slug: ShopPageSlug;
  page: ShopPage;
  /** Back to the page as visitors see it, once it is saved or the change is given up. */
  onDone: () => void;
};

/**
 * The owner's words, to change in place (docs/decisions/0038-shop-pages.md). The server checks them: its
 * message about the words shows under the field, anything else in a red toast.
 */
export function PageEditor({ slug, page, onDone }: PageEditorProps) {
  const save = useSaveShopPage();
  const [body, setBody] = useState(page.body);
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  // The Edit button has gone: the words take the focus.
  useEffect(() => focusWords(form.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(undefined);
    save.mutate(
      { slug, body },
      {
        onSuccess: () => {
          toast.success(PAGE_SAVED);
          onDone();
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.fields.body : undefined;
          if (message) {
            setError(message);
            focusWords(form.current);
          } else {
            toast.error(failureMessage(failure));
          }
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextAreaField
        label="Page text"
        name="body"
        rows={20}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
        hint={FORMAT_HINT}
        className="leading-relaxed"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} className="btn btn-primary">
          Save page
        </SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
