import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import type { CartLine } from '@teatree/shared/schemas/cart';
import { useEffect, useId, useRef, useState } from 'react';
import { CategoryBadge } from '../../../components/product/category-badge';
import { ProductThumb } from '../../../components/product/product-photo';
import { sizeName } from '../../../components/product/size-text';
import { TeaName } from '../../../components/product/tea-name';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { removeLine, setLineQuantity } from '../api/cart-actions';

type LineProps = { line: CartLine; signedIn: boolean };

/** The spec's "price a tin" (docs/product.md, Cart), or "each" for a size that is no tin ("250 g pouch"). */
function eachWord(line: CartLine): string {
  return !line.size || /\btins?\b/i.test(line.size.label) ? 'a tin' : 'each';
}

/** A line's name for its buttons and its field: the tea and, when it has one, its size ("Sencha, 250 g pouch"). */
function lineName(line: CartLine): string {
  return line.size ? `${line.name}, ${line.size.label}` : line.name;
}

function failure(error: unknown): string {
  return error instanceof ApiError && error.status < 500
    ? error.message
    : 'We could not change your cart just now. Please try again.';
}

/**
 * A line's quantity: typed or stepped, checked against the line's bounds, saved on Enter or leaving the
 * field. Steps count from the quantity last asked for, not from the cart last read: two quick clicks on
 * "+" ask for two more, and a step taken while a change is on its way is saved right after it. The
 * buttons and field stay where the keyboard is: a button that cannot step further says so
 * (aria-disabled) rather than dropping the focus.
 */
function QuantityField({ line, signedIn }: LineProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The quantity this field stands for: the cart's, or the last one asked for while it is saved.
  const [wanted, setWanted] = useState(line.quantity);
  const wantedNow = useRef(line.quantity);
  const busy = useRef(false);
  // The cart as saved (by this field, another tab or a refresh) is what the field shows, once no change
  // of this field is on its way.
  useEffect(() => {
    if (busy.current) return;
    wantedNow.current = line.quantity;
    setWanted(line.quantity);
    setValue(String(line.quantity));
  }, [line.quantity]);
  const inputId = useId();
  const errorId = useId();
  const fixed = line.problem === 'gone' || line.problem === 'soldOut';

  const want = (count: number) => {
    wantedNow.current = count;
    setWanted(count);
  };
  const save = async (next: string) => {
    setValue(next);
    const count = Number(next);
    if (count === wantedNow.current && next.trim() !== '') return setError(null);
    const refusal =
      next.trim() === '' || !Number.isInteger(count)
        ? 'Please enter a whole number of tins'
        : count < line.minOrder
          ? `Order at least ${line.minOrder}`
          : count > line.maxOrder
            ? `Only ${line.maxOrder} can be ordered`
            : null;
    setError(refusal);
    if (refusal) return;
    want(count);
    if (busy.current) return; // the change on its way saves this one after it
    busy.current = true;
    setSaving(true);
    let written = line.quantity;
    try {
      while (written !== wantedNow.current) {
        written = wantedNow.current;
        await setLineQuantity(queryClient, signedIn, line, written);
      }
    } catch (caught) {
      setError(failure(caught));
      want(line.quantity);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  const fewer = wanted <= line.minOrder;
  const more = wanted >= line.maxOrder;

  if (fixed) return <span className="tabular-nums">{line.quantity}</span>;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="sr-only">
        Quantity of {lineName(line)}
      </label>
      <div className="join">
        <button
          type="button"
          className={`btn join-item btn-sm btn-square ${fewer ? 'btn-disabled' : ''}`}
          aria-label={`One less ${lineName(line)}`}
          aria-disabled={fewer || undefined}
          onClick={() => !fewer && void save(String(wantedNow.current - 1))}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={line.minOrder}
          max={line.maxOrder}
          step={1}
          value={value}
          readOnly={saving}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => void save(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save(event.currentTarget.value);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`input join-item input-sm w-20 text-center tabular-nums ${error ? 'input-error' : ''}`}
        />
        <button
          type="button"
          className={`btn join-item btn-sm btn-square ${more ? 'btn-disabled' : ''}`}
          aria-label={`One more ${lineName(line)}`}
          aria-disabled={more || undefined}
          onClick={() => !more && void save(String(wantedNow.current + 1))}
        >
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Where the keyboard goes once a line is gone: the next line's Remove (or the one before), else the
 * page's heading, so it never falls back to the top of the page.
 */
function focusAfterRemoving(button: HTMLButtonElement | null) {
  const item = button?.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = neighbour?.querySelector<HTMLElement>('[data-remove]') ?? heading;
  if (target === heading) heading?.setAttribute('tabindex', '-1');
  return () => target?.focus();
}

function RemoveButton({ line, signedIn }: LineProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onRemove = async () => {
    if (busy) return;
    setBusy(true);
    const refocus = focusAfterRemoving(button.current);
    try {
      await removeLine(queryClient, signedIn, line);
      refocus();
      toast.success(`${line.name} is out of your cart`);
    } catch (error) {
      toast.error(failure(error));
      setBusy(false);
    }
  };
  return (
    <button
      ref={button}
      type="button"
      data-remove
      className="btn btn-ghost btn-sm text-error"
      aria-disabled={busy || undefined}
      aria-label={`Remove ${lineName(line)}`}
      onClick={() => void onRemove()}
    >
      Remove
    </button>
  );
}

/**
 * The lines of a cart (docs/decisions/0013-carts.md): photo, name and size (a line is a size of a tea,
 * docs/decisions/0032-sizes-and-stock-by-weight.md), unit price, quantity, line total and Remove, and
 * what stops a line from being ordered, in words.
 */
export function CartLines({ lines, signedIn }: { lines: CartLine[]; signedIn: boolean }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Teas in your cart">
      {lines.map((line) => (
        <li
          key={line.sizeId}
          aria-label={lineName(line)}
          className={`grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-box bg-base-100 p-4 shadow-sm ring-1 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto] ${line.problem ? 'ring-error/40' : 'ring-base-300/60'}`}
        >
          <div className="row-span-2 sm:row-span-1">
            {line.photo ? (
              <Link to={paths.product.getHref(line.productId)} tabIndex={-1} aria-hidden="true">
                <ProductThumb photo={line.photo} px={88} className="aspect-square w-full" />
              </Link>
            ) : (
              <div className="aspect-square w-full rounded-field bg-base-200" aria-hidden="true" />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="font-sans text-base font-semibold leading-snug">
              <TeaName
                name={line.name}
                productId={line.price !== null ? line.productId : null}
                className="link-hover"
              />
            </h2>
            {line.size && <p className="text-sm text-base-content/80">{sizeName(line.size)}</p>}
            <div className="flex flex-wrap items-center gap-2 text-sm text-base-content/75">
              {line.category && <CategoryBadge category={line.category} />}
              {line.price !== null && (
                <span className="tabular-nums">
                  {formatPrice(line.price)} {eachWord(line)}
                </span>
              )}
            </div>
            {line.message && (
              <p className="text-sm font-medium text-error" role="status">
                {line.message}
              </p>
            )}
          </div>
          <div className="col-start-2 flex flex-wrap items-center justify-between gap-3 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end">
            <QuantityField line={line} signedIn={signedIn} />
            <div className="flex items-center gap-2">
              <span className="font-semibold text-primary tabular-nums">
                {line.total !== null ? formatPrice(line.total) : '—'}
              </span>
              <RemoveButton line={line} signedIn={signedIn} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
