import type { OrderLine } from '@teatree/shared/schemas/order';
import { useId } from 'react';
import { sizeName } from '../../../components/product/size-text';
import { tinsLeft } from '../utils/refund-form';
import { FieldError, TinsField } from './tins-field';

type TinsListProps = {
  /** What the tins are counted for: "Tins to refund of", "Tins to return of". */
  label: string;
  /** The order's teas with tins left to send back (refundableLines). */
  lines: readonly OrderLine[];
  /** The tins typed for each line, by its id. */
  tins: Record<string, string>;
  /** The dialog's messages: one line's under `line:<id>`, the whole list's under `lines`. */
  errors: Record<string, string>;
  onChange: (tins: Record<string, string>) => void;
};

/**
 * The refund and return dialogs' list of an order's teas: how many tins of each to send back, then the
 * message about the list as a whole ("Choose at least one tin"). An order with no tins left shows no list,
 * but its message still shows.
 */
export function TinsList({ label, lines, tins, errors, onChange }: TinsListProps) {
  const errorId = useId();
  return (
    <>
      {lines.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Teas" aria-describedby={errors.lines ? errorId : undefined}>
          {lines.map((line) => (
            <li key={line.id}>
              <TinsField
                label={label}
                name={line.name}
                size={sizeName(line.size)}
                left={tinsLeft(line)}
                value={tins[line.id] ?? '0'}
                error={errors[`line:${line.id}`]}
                onChange={(value) => onChange({ ...tins, [line.id]: value })}
              />
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={errors.lines} />
    </>
  );
}
