import { describe, expect, it } from 'vitest';
import { checkSizes, quantityOf, type SizeRow, sizesOf, stockMeaning, stockOf } from '../utils/size-rows';

const row = (fields: Partial<SizeRow>): SizeRow => ({
  key: fields.label ?? 'row',
  label: '',
  grams: '',
  price: '',
  minOrder: '1',
  sku: '',
  isDefault: false,
  ...fields,
});

const sample = row({ label: '25 g sample', grams: '25', price: '4.00' });
const tin = row({ id: 's_tin', label: '100 g tin', grams: '100', isDefault: true });
const pouch = row({ label: '250 g pouch', grams: '250', price: '27.50', minOrder: '2', sku: ' SEN-250 ' });

describe("the owner's sizes, as the form holds them", () => {
  it('says what a stock is enough for, size by size', () => {
    expect(stockMeaning(1000, 'weight', [sample, tin, pouch])).toBe(
      '1 kg: enough for 40 × 25 g, 10 × 100 g or 4 × 250 g',
    );
    expect(stockMeaning(400, 'weight', [tin])).toBe('400 g: enough for 4 × 100 g');
    expect(stockMeaning(12, 'piece', [tin])).toBe('12 pieces in stock');
  });

  it("makes the stock from the spec's Quantity of the default size, and reads it back", () => {
    const rows = [sample, tin, pouch];
    expect(stockOf(10, 'weight', rows)).toBe(1000);
    expect(quantityOf(1050, 'weight', rows)).toBe(10);
    expect(stockOf(3, 'piece', rows)).toBe(3);
  });

  it("sends the rows in order, the default size's price and minimum from the spec's fields", () => {
    expect(sizesOf([sample, tin, pouch], { price: '12.40', minOrder: '1' })).toEqual([
      { label: '25 g sample', grams: 25, price: 4, minOrder: 1, isDefault: false },
      { id: 's_tin', label: '100 g tin', grams: 100, price: 12.4, minOrder: 1, isDefault: true },
      { label: '250 g pouch', grams: 250, price: 27.5, minOrder: 2, sku: 'SEN-250', isDefault: false },
    ]);
  });

  it('names each problem by its field, as the server does, and leaves the default size’s price to Price', () => {
    const sizes = sizesOf(
      [row({ label: '100 g tin', grams: '', price: '3' }), row({ label: '100 G TIN', grams: '0', price: '' }), tin],
      { price: '', minOrder: '1' },
    );
    expect(checkSizes(sizes, -5, 'weight')).toEqual({
      'sizes.0.grams': 'Weight must be a whole number of grams',
      'sizes.1.grams': 'Weight must be more than 0 g',
      'sizes.1.price': 'Price must be a number',
      'sizes.1.label': 'Two sizes cannot both be called "100 G TIN"',
      'sizes.2.label': 'Two sizes cannot both be called "100 g tin"',
      stock: 'Stock must be 0 or more',
    });
    expect(checkSizes(sizesOf([sample, tin], { price: '12.40', minOrder: '1' }), 1000, 'piece')).toEqual({
      sizes: 'A tea stocked by the piece has one size',
    });
  });
});
