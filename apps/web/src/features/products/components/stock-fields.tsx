import type { StockedBy } from '@teatree/shared/sizes';
import { useId } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { type SizeErrors, type SizeRow, stockMeaning } from '../utils/size-rows';

/*
 * How a tea's one stock is kept (docs/decisions/0032-sizes-and-stock-by-weight.md): by weight, in grams,
 * drawn on by every size, or by the piece (a teapot, a gift box: one size); and how much there is, with
 * what it means for each size as the owner types it.
 */
export function StockFields({
  stockedBy,
  stock,
  rows,
  errors,
  disabled,
  onStockedBy,
  onStock,
}: {
  stockedBy: StockedBy;
  stock: string;
  rows: SizeRow[];
  errors: SizeErrors;
  disabled: boolean;
  onStockedBy: (stockedBy: StockedBy) => void;
  onStock: (stock: string) => void;
}) {
  const name = useId();
  const amount = Number(stock);
  const meaning =
    stock.trim() !== '' && Number.isInteger(amount) && amount >= 0 ? stockMeaning(amount, stockedBy, rows) : null;
  const several = rows.length > 1;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">Stocked by</legend>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm"
            checked={stockedBy === 'weight'}
            disabled={disabled}
            onChange={() => onStockedBy('weight')}
          />
          By weight (grams)
        </label>
        <label className={`flex items-center gap-2 ${several ? 'text-base-content/75' : 'cursor-pointer'}`}>
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm"
            checked={stockedBy === 'piece'}
            disabled={disabled || several}
            aria-describedby={several ? `${name}-one` : undefined}
            onChange={() => onStockedBy('piece')}
          />
          By the piece
        </label>
        {several && (
          <p id={`${name}-one`} className="text-sm text-base-content/70">
            A tea stocked by the piece has one size.
          </p>
        )}
        {errors.stockedBy && <p className="text-sm font-medium text-error">{errors.stockedBy}</p>}
      </fieldset>
      <TextField
        label={stockedBy === 'weight' ? 'Stock (g)' : 'Stock (pieces)'}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        value={stock}
        disabled={disabled}
        error={errors.stock}
        hint={
          <span aria-live="polite" data-testid="stock-meaning">
            {meaning ?? 'The stock every size draws on.'}
          </span>
        }
        onChange={(event) => onStock(event.target.value)}
      />
    </div>
  );
}
