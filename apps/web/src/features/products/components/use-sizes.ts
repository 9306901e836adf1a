import type { SizeInput } from '@teatree/shared/schemas/size';
import type { StockedBy } from '@teatree/shared/sizes';
import { useCallback, useMemo, useState } from 'react';
import {
  blankRow,
  checkSizes,
  defaultRow,
  quantityOf,
  type SizeErrors,
  type SizeRow,
  sizesOf,
  stockOf,
} from '../utils/size-rows';

/** The sizes and the stock a form starts from: a new tea's, or the tea being edited. */
export type SizesStart = { rows: SizeRow[]; stockedBy: StockedBy; stock: string };

/** What the form sends with the spec's fields (docs/decisions/0032-sizes-and-stock-by-weight.md). */
export type SizedFields = { sizes: SizeInput[]; stockedBy: StockedBy; stock: number };

/** The spec's fields the sizes agree with: the default size's price and minimum, and the Quantity. */
export type SpecFields = {
  get: () => { price: unknown; minOrder: unknown; quantity: unknown };
  set: (field: 'price' | 'minOrder' | 'quantity', value: string) => void;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The Sizes section's state, kept beside the form's own fields: the rows, how the stock is kept and
 * how much there is. The spec's Quantity and the stock follow each other: a Quantity typed makes the
 * stock that many of the default size; a stock typed (or a default size's new weight) shows in the
 * Quantity how many of the default size it holds.
 */
export function useSizes(start: SizesStart, spec: SpecFields) {
  const [rows, setRows] = useState(start.rows);
  const [stockedBy, setStockedBy] = useState(start.stockedBy);
  const [stock, setStockText] = useState(start.stock);
  const [errors, setErrors] = useState<SizeErrors>({});
  const initial = useMemo(() => JSON.stringify(start), [start]);

  const showQuantity = useCallback(
    (nextStock: string, by: StockedBy, nextRows: SizeRow[]) => {
      const amount = Number(nextStock);
      if (nextStock.trim() === '' || !Number.isInteger(amount) || amount < 0) return;
      const quantity = quantityOf(amount, by, nextRows);
      if (quantity !== null) spec.set('quantity', String(quantity));
    },
    [spec],
  );

  const clear = (...keys: string[]) =>
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !keys.includes(key))));

  const onChange = (key: string, change: Partial<SizeRow>) => {
    const index = rows.findIndex((row) => row.key === key);
    const next = rows.map((row) => (row.key === key ? { ...row, ...change } : row));
    setRows(next);
    clear(...Object.keys(change).map((field) => `sizes.${index}.${field}`), 'sizes');
    if (change.grams !== undefined && next[index]?.isDefault) showQuantity(stock, stockedBy, next);
  };

  /** Another size becomes the default: its price and minimum move into Price and Minimum order, the old default's into its row. */
  const onDefault = (key: string) => {
    const was = defaultRow(rows);
    const now = rows.find((row) => row.key === key);
    if (!was || !now || was.key === key) return;
    const { price, minOrder } = spec.get();
    const next = rows.map((row) =>
      row.key === key
        ? { ...row, isDefault: true }
        : row.key === was.key
          ? { ...row, isDefault: false, price: text(price), minOrder: text(minOrder) }
          : { ...row, isDefault: false },
    );
    spec.set('price', now.price);
    spec.set('minOrder', now.minOrder);
    setRows(next);
    showQuantity(stock, stockedBy, next);
  };

  const onMove = (key: string, by: -1 | 1) => {
    const index = rows.findIndex((row) => row.key === key);
    const other = index + by;
    if (index < 0 || other < 0 || other >= rows.length) return;
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    setRows(next);
    setErrors({});
  };

  const onRetire = (key: string) => {
    const row = rows.find((one) => one.key === key);
    if (!row || row.isDefault || rows.length === 1) return;
    setRows(rows.filter((one) => one.key !== key));
    setErrors({});
  };

  const onAdd = () => setRows([...rows, blankRow()]);

  const onStockedBy = (by: StockedBy) => {
    setStockedBy(by);
    clear('stockedBy', 'sizes');
    showQuantity(stock, by, rows);
  };

  const onStock = (next: string) => {
    setStockText(next);
    clear('stock');
    showQuantity(next, stockedBy, rows);
  };

  /** The spec's Quantity was typed: the stock becomes that many of the default size. */
  const onQuantityTyped = (quantity: string) => {
    const count = Number(quantity);
    if (quantity.trim() === '' || !Number.isInteger(count) || count < 0) return;
    const made = stockOf(count, stockedBy, rows);
    if (made !== null) {
      setStockText(String(made));
      clear('stock');
    }
  };

  /** The sizes and the stock to send, or null after showing what is wrong. */
  const collect = (): SizedFields | null => {
    const values = spec.get();
    const sizes = sizesOf(rows, values);
    const typed = stock.trim() === '' ? undefined : Number(stock);
    const fromQuantity = stockOf(Number(values.quantity), stockedBy, rows);
    const amount = typed ?? (fromQuantity !== null && Number.isInteger(fromQuantity) ? fromQuantity : undefined);
    const found = checkSizes(sizes, amount, stockedBy);
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === undefined) return null;
    return { sizes, stockedBy, stock: amount };
  };

  const reset = (next: SizesStart) => {
    setRows(next.rows);
    setStockedBy(next.stockedBy);
    setStockText(next.stock);
    setErrors({});
  };

  const changed = JSON.stringify({ rows, stockedBy, stock }) !== initial;
  return {
    rows,
    stockedBy,
    stock,
    errors,
    changed,
    setErrors,
    collect,
    reset,
    onQuantityTyped,
    editor: { onChange, onDefault, onMove, onRetire, onAdd },
    stockFields: { onStockedBy, onStock },
  };
}
