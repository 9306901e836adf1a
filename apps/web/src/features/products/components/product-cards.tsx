import { cutText, TABLE_DESCRIPTION_CUT } from '@teatree/shared/constants';
import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { CategoryBadge } from '../../../components/product/category-badge';
import { isSoldOut, SoldOutBadge } from '../../../components/product/sold-out';
import { TeaPrice } from '../../../components/product/tea-price';
import { type ProductActions, RowActions } from './product-row-actions';
import { NameLink, OrderActions, PhotoLink } from './product-row-links';

/** The catalogue's rows, whether the table or the cards show them. */
export type ProductRowsProps = {
  products: Product[];
  actions?: ProductActions;
  /** The cart's button for a tea, put in by the page beside the tea's Order link. */
  cartAction?: (product: Product) => ReactNode;
};

/** The catalogue's rows as stacked cards, for screens under 640 px: a phone should never scroll sideways. */
export function ProductCards({ products, actions, cartAction }: ProductRowsProps) {
  return (
    <ul className="flex flex-col gap-4 sm:hidden">
      {products.map((product) => (
        <li key={product._id}>
          <article className="surface p-4">
            <div className="flex gap-4">
              <PhotoLink product={product} size="md" />
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold leading-snug">
                  <NameLink product={product} />
                </h2>
                <p className="text-sm text-base-content/70">{product.brand}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <CategoryBadge category={product.category} />
                  {isSoldOut(product) && <SoldOutBadge />}
                </div>
              </div>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 rounded-field bg-base-200/70 p-3 text-center">
              <div>
                <dt className="text-xs text-base-content/70">Price</dt>
                <dd>
                  <TeaPrice tea={product} stacked />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-base-content/70">Stock</dt>
                <dd className="font-semibold tabular-nums">{product.quantity}</dd>
              </div>
              <div>
                <dt className="text-xs text-base-content/70">Min. order</dt>
                <dd className="font-semibold tabular-nums">{product.minOrder}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm leading-relaxed text-base-content/75">
              {cutText(product.description, TABLE_DESCRIPTION_CUT)}
            </p>
            <div className="mt-4 flex flex-col gap-2">
              <OrderActions product={product} cartAction={cartAction} stacked />
              {actions && <RowActions product={product} actions={actions} stacked />}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
