import { cutText, TABLE_DESCRIPTION_CUT } from '@teatree/shared/constants';
import { CategoryBadge } from '../../../components/product/category-badge';
import { isSoldOut, SoldOutBadge } from '../../../components/product/sold-out';
import { TeaPrice } from '../../../components/product/tea-price';
import { TableHead } from '../../../components/ui/table-head';
import type { RowShape } from '../../../components/ui/table-skeleton';
import { ProductCards, type ProductRowsProps } from './product-cards';
import { RowActions } from './product-row-actions';
import { NameLink, OrderActions, PhotoLink } from './product-row-links';

/**
 * A real table from 640 px up; below that the same rows as stacked cards, because a phone should never
 * scroll sideways. Only one of the two is displayed, so assistive technology meets only one.
 */
export function ProductsTable({ products, actions, cartAction }: ProductRowsProps) {
  // The admin's buttons take room: the description gets its own column only on wider screens then.
  const descriptionColumn = actions ? 'hidden lg:table-cell' : 'hidden md:table-cell';
  const descriptionUnderName = actions ? 'lg:hidden' : 'md:hidden';
  return (
    <>
      <div className="hidden overflow-hidden surface sm:block">
        <table className="table">
          <caption className="sr-only">All TeaTree teas with their price, stock and minimum order</caption>
          <TableHead
            columns={[
              { name: 'Photo', unseen: true },
              { name: 'Name' },
              { name: 'Brand', className: 'hidden lg:table-cell' },
              { name: 'Category' },
              { name: 'Price', className: 'text-right' },
              { name: 'Stock', className: 'text-right' },
              { name: 'Min. order', className: 'text-right' },
              { name: 'Description', className: descriptionColumn },
              { name: 'Order', unseen: true, className: 'text-right' },
              ...(actions ? [{ name: 'Actions', unseen: true, className: 'text-right' }] : []),
            ]}
          />
          <tbody>
            {products.map((product) => (
              <tr key={product._id} className="hover:bg-base-200/50">
                <td className="w-20 min-w-20">
                  <PhotoLink product={product} size="sm" />
                </td>
                <th scope="row" className="font-semibold">
                  <NameLink product={product} />
                  <span className="block text-xs font-normal text-base-content/70 lg:hidden">{product.brand}</span>
                  <span
                    className={`mt-1 block max-w-56 text-xs font-normal text-base-content/70 ${descriptionUnderName}`}
                  >
                    {cutText(product.description, TABLE_DESCRIPTION_CUT)}
                  </span>
                </th>
                <td className="hidden lg:table-cell">{product.brand}</td>
                <td>
                  <CategoryBadge category={product.category} />
                </td>
                <td className="text-right">
                  <TeaPrice tea={product} stacked className="items-end" />
                </td>
                <td className="text-right tabular-nums">
                  {product.quantity}
                  {isSoldOut(product) && (
                    <span className="mt-1 block">
                      <SoldOutBadge />
                    </span>
                  )}
                </td>
                <td className="text-right tabular-nums">{product.minOrder}</td>
                <td
                  className={`max-w-72 text-sm text-base-content/75 ${descriptionColumn}`}
                  title={product.description}
                >
                  {cutText(product.description, TABLE_DESCRIPTION_CUT)}
                </td>
                <td>
                  <OrderActions product={product} cartAction={cartAction} />
                </td>
                {actions && (
                  <td>
                    <RowActions product={product} actions={actions} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ProductCards products={products} actions={actions} cartAction={cartAction} />
    </>
  );
}

/** How the products table's rows look while they load. */
export const PRODUCT_ROWS: RowShape = {
  lead: 'size-14 shrink-0',
  lines: ['w-1/3', 'w-2/3'],
  trailing: ['hidden h-4 w-16 sm:block'],
};
