import { normalCode } from '@teatree/shared/promotions';
import { useId, useState } from 'react';

/**
 * The cart's and the checkout's "Discount code" (docs/decisions/0035-promotions.md): the shopper types
 * a code and applies it; the estimate is priced with it, its discount shows as a line of its own, and a
 * code that is not used says why in words ("Spend $12.50 more to use TEA10"). An applied code can be
 * removed. Inside the checkout's form it is a group of its own, whose Enter applies the code rather
 * than placing the order.
 */
export function DiscountCodeField({
  code,
  onCode,
  message,
  inForm = false,
}: {
  code: string | undefined;
  onCode: (code: string | undefined) => void;
  /** Why the code given is not used, as the quote says; null when it is (or none is given). */
  message: string | null;
  /** Drawn inside another form (the checkout's): a form cannot hold a form. */
  inForm?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(code ?? '');
  const applied = code !== undefined && message === null;
  const apply = () => {
    // Codes are kept upper case: "tea10" is TEA10.
    const typed = normalCode(draft);
    setDraft(typed);
    onCode(typed || undefined);
  };

  const fields = (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          className={`input input-sm w-full ${message ? 'input-error' : ''}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={draft}
          aria-invalid={Boolean(message)}
          aria-describedby={message || applied ? `${id}-status` : undefined}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (!inForm || event.key !== 'Enter') return;
            event.preventDefault();
            if (draft.trim() !== '') apply();
          }}
        />
        <button
          type={inForm ? 'button' : 'submit'}
          className="btn btn-outline btn-primary btn-sm"
          disabled={draft.trim() === ''}
          onClick={inForm ? apply : undefined}
        >
          Apply
        </button>
      </div>
      {message && (
        <p id={`${id}-status`} role="alert" className="text-sm font-medium text-error">
          {message}
        </p>
      )}
      {applied && (
        <p id={`${id}-status`} role="status" className="flex items-baseline justify-between gap-3 text-sm">
          <span>
            <span className="font-medium">{code}</span> applied
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setDraft('');
              onCode(undefined);
            }}
          >
            Remove
          </button>
        </p>
      )}
    </>
  );
  return inForm ? (
    <fieldset aria-label="Discount code" className="flex flex-col gap-1.5">
      {fields}
    </fieldset>
  ) : (
    <form
      aria-label="Discount code"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {fields}
    </form>
  );
}
