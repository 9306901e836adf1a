import { cartMessages } from '@teatree/shared/cart-rules';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { addToCart, CartRefusal, removeLine, setLineQuantity, type TeaToAdd } from '../api/cart-actions';
import { readBrowserCart, writeBrowserCart } from '../browser-cart';

const sencha: TeaToAdd = { _id: 'p1', name: 'Morning Sencha', minOrder: 2, quantity: 10, price: 12.5 };
const oolong: TeaToAdd = { _id: 'p2', name: 'Milk Oolong', minOrder: 1, quantity: 3, price: 20 };
const visitor = false;

describe("a visitor's cart, kept in this browser", () => {
  it('adds a tea, and adds to the same line when the tea is added again', async () => {
    const client = createQueryClient();
    await addToCart(client, visitor, sencha, 2);
    await addToCart(client, visitor, oolong, 1);
    await addToCart(client, visitor, sencha, 3);
    expect(readBrowserCart()).toEqual([
      { productId: 'p1', name: 'Morning Sencha', quantity: 5 },
      { productId: 'p2', name: 'Milk Oolong', quantity: 1 },
    ]);
    expect(JSON.parse(window.localStorage.getItem('teatree.cart')!)).toHaveLength(2);
  });

  it("refuses less than the tea's minimum or more than its stock, in the server's words, and keeps the cart", async () => {
    const client = createQueryClient();
    await expect(addToCart(client, visitor, sencha, 1)).rejects.toThrow(CartRefusal);
    await addToCart(client, visitor, oolong, 2);
    const refusal = await addToCart(client, visitor, oolong, 2).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartRefusal);
    expect((refusal as Error).message).toMatch(/3/);
    expect(readBrowserCart()).toEqual([{ productId: 'p2', name: 'Milk Oolong', quantity: 2 }]);
  });

  it('refuses a tea more once the cart holds as many teas as a cart may', async () => {
    const client = createQueryClient();
    const { CART_LINES_MAX } = await import('@teatree/shared/cart-rules');
    writeBrowserCart(
      Array.from({ length: CART_LINES_MAX }, (_, i) => ({ productId: `t${i}`, name: `Tea ${i}`, quantity: 1 })),
    );
    await expect(addToCart(client, visitor, sencha, 2)).rejects.toThrow(cartMessages.full);
    expect(readBrowserCart()).toHaveLength(CART_LINES_MAX);
  });

  it('changes and removes a line', async () => {
    const client = createQueryClient();
    await addToCart(client, visitor, sencha, 2);
    await addToCart(client, visitor, oolong, 1);
    // The server names each line by its size: a line kept without one is the tea's default size.
    await setLineQuantity(client, visitor, { productId: 'p1', sizeId: 's1' }, 4);
    await removeLine(client, visitor, { productId: 'p2', sizeId: 's2' });
    expect(readBrowserCart()).toEqual([{ productId: 'p1', sizeId: 's1', name: 'Morning Sencha', quantity: 4 }]);
    await removeLine(client, visitor, { productId: 'p1', sizeId: 's1' });
    expect(window.localStorage.getItem('teatree.cart')).toBeNull();
  });

  it('keeps one line a size: two sizes of a tea are two lines, and the default size joins a line kept without a size', async () => {
    const client = createQueryClient();
    writeBrowserCart([{ productId: 'p1', name: 'Morning Sencha', quantity: 2 }]);
    const tea = { ...sencha, defaultSizeId: 'tin' };
    await addToCart(client, visitor, { ...tea, sizeId: 'tin' }, 2);
    await addToCart(client, visitor, { ...tea, sizeId: 'pouch', minOrder: 1, quantity: 4, price: 30 }, 1);
    await addToCart(client, visitor, { ...tea, sizeId: 'pouch', minOrder: 1, quantity: 4, price: 30 }, 1);
    expect(readBrowserCart()).toEqual([
      { productId: 'p1', name: 'Morning Sencha', quantity: 4 },
      { productId: 'p1', sizeId: 'pouch', name: 'Morning Sencha', quantity: 2 },
    ]);
    // The pouch's own stock bounds its line: 4 of them, whatever the tins.
    await expect(
      addToCart(client, visitor, { ...tea, sizeId: 'pouch', minOrder: 1, quantity: 4, price: 30 }, 3),
    ).rejects.toThrow('Only 4 of Morning Sencha left');
    await setLineQuantity(client, visitor, { productId: 'p1', sizeId: 'pouch' }, 3);
    await removeLine(client, visitor, { productId: 'p1', sizeId: 'tin' });
    expect(readBrowserCart()).toEqual([{ productId: 'p1', sizeId: 'pouch', name: 'Morning Sencha', quantity: 3 }]);
  });

  it('reads a kept size, and drops a line whose size is not a name', () => {
    window.localStorage.setItem(
      'teatree.cart',
      JSON.stringify([
        { productId: 'p1', sizeId: 'pouch', name: 'Morning Sencha', quantity: 1 },
        { productId: 'p2', sizeId: 7, name: 'Milk Oolong', quantity: 1 },
        { productId: 'p3', sizeId: '', name: 'Old Oolong', quantity: 1 },
      ]),
    );
    expect(readBrowserCart()).toEqual([{ productId: 'p1', sizeId: 'pouch', name: 'Morning Sencha', quantity: 1 }]);
  });

  it('ignores what it cannot read: another program writing the key, or a damaged line', () => {
    window.localStorage.setItem('teatree.cart', '{not json');
    expect(readBrowserCart()).toEqual([]);
    window.localStorage.setItem(
      'teatree.cart',
      JSON.stringify([
        { productId: 'p1', name: 'Morning Sencha', quantity: 2 },
        { productId: 'p2', name: 'Milk Oolong', quantity: -1 },
        { productId: 'p3', quantity: 1 },
        'p4',
      ]),
    );
    expect(readBrowserCart()).toEqual([{ productId: 'p1', name: 'Morning Sencha', quantity: 2 }]);
  });
});
