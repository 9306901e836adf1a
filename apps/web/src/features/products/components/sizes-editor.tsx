import { SIZES_MAX } from '@teatree/shared/sizes';
import { useId } from 'react';
import { HiArrowDown, HiArrowUp, HiOutlineArchiveBoxXMark, HiPlus } from 'react-icons/hi2';
import { TextField } from '../../../components/ui/form-field';
import { OptionalLabel } from '../../../components/ui/optional-label';
import type { SizeErrors, SizeRow } from '../utils/size-rows';

/*
 * The Sizes section of Add Items and Edit (docs/decisions/0032-sizes-and-stock-by-weight.md): one row a
 * size (its name, weight, price, minimum order and SKU), which one is the default, the sizes' order,
 * and retiring a size. The default size's price and minimum order are the Price and Minimum order
 * fields above, as the spec has them.
 */

type RowProps = {
  row: SizeRow;
  index: number;
  count: number;
  defaultName: string;
  errors: SizeErrors;
  disabled: boolean;
  onChange: (key: string, change: Partial<SizeRow>) => void;
  onDefault: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onRetire: (key: string) => void;
};

function SizeRowFields({
  row,
  index,
  count,
  defaultName,
  errors,
  disabled,
  onChange,
  onDefault,
  onMove,
  onRetire,
}: RowProps) {
  const legend = `Size ${index + 1}`;
  const error = (field: string) => errors[`sizes.${index}.${field}`];
  const named = row.label.trim() || legend;
  const text = (field: 'label' | 'grams' | 'price' | 'minOrder' | 'sku') => ({
    value: row[field],
    error: error(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(row.key, { [field]: event.target.value }),
  });
  return (
    <fieldset
      className={`rounded-box border p-4 ${row.isDefault ? 'border-primary/50 bg-leaf-50/60' : 'border-base-300'}`}
      data-testid="size-row"
    >
      <legend className="px-1 font-semibold">
        {legend}
        {row.isDefault && <span className="text-sm font-normal text-primary"> · default</span>}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <TextField label="Size name" autoComplete="off" placeholder="250 g pouch" {...text('label')} />
        <TextField label="Weight (g)" type="number" inputMode="numeric" step="1" min="1" {...text('grams')} />
        {row.isDefault ? (
          <div className="self-end text-sm sm:col-span-2 lg:pb-2.5">
            <p className="text-base-content/75">Its price and minimum order are the Price and Minimum order above.</p>
            {[error('price'), error('minOrder')].filter(Boolean).map((message) => (
              <p key={message} className="mt-1 font-medium text-error">
                {message}
              </p>
            ))}
          </div>
        ) : (
          <>
            <TextField label="Price ($)" type="number" inputMode="decimal" step="0.01" min="0" {...text('price')} />
            <TextField label="Min. order" type="number" inputMode="numeric" step="1" min="1" {...text('minOrder')} />
          </>
        )}
        <div className="sm:col-span-2 lg:col-span-2">
          <TextField label={<OptionalLabel>SKU</OptionalLabel>} autoComplete="off" {...text('sku')} />
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-2 lg:justify-end">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 pr-2 text-sm">
            <input
              type="radio"
              name={defaultName}
              className="radio radio-primary radio-sm"
              checked={row.isDefault}
              disabled={disabled}
              onChange={() => onDefault(row.key)}
            />
            Default size
          </label>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={`Move ${named} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(row.key, -1)}
          >
            <HiArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={`Move ${named} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(row.key, 1)}
          >
            <HiArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-1 text-error"
            aria-label={`Retire ${named}`}
            title={row.isDefault ? 'Make another size the default first' : undefined}
            disabled={disabled || count === 1 || row.isDefault}
            onClick={() => onRetire(row.key)}
          >
            <HiOutlineArchiveBoxXMark className="size-4" aria-hidden="true" />
            Retire
          </button>
        </div>
      </div>
    </fieldset>
  );
}

export type SizesEditorProps = Omit<RowProps, 'row' | 'index' | 'count' | 'defaultName'> & {
  rows: SizeRow[];
  /** A tea stocked by the piece sells one size. */
  onePiece: boolean;
  onAdd: () => void;
};

export function SizesEditor({ rows, errors, onePiece, onAdd, disabled, ...handlers }: SizesEditorProps) {
  const defaultName = useId();
  const full = rows.length >= SIZES_MAX || onePiece;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-base-content/75">
        Each size draws on the one stock below. Retiring a size takes it out of the shop; orders keep what they sold.
      </p>
      {errors.sizes && (
        <p role="alert" className="text-sm font-medium text-error">
          {errors.sizes}
        </p>
      )}
      {rows.map((row, index) => (
        <SizeRowFields
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          defaultName={defaultName}
          errors={errors}
          disabled={disabled}
          {...handlers}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm gap-1"
          disabled={disabled || full}
          onClick={onAdd}
        >
          <HiPlus className="size-4" aria-hidden="true" />
          Add a size
        </button>
        {onePiece ? (
          <span className="text-sm text-base-content/70">A tea stocked by the piece has one size.</span>
        ) : (
          rows.length >= SIZES_MAX && (
            <span className="text-sm text-base-content/70">A tea may have at most {SIZES_MAX} sizes.</span>
          )
        )}
      </div>
    </div>
  );
}
