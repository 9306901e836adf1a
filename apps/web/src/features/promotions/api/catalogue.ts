import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import type { ShippingSetup } from '@teatree/shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A size of a tea on sale, which a gift may give: its id, label ("25 g sample") and price in dollars. */
export type SizeChoice = { id: string; label: string; price: number };

/** A tea a promotion may name, with its sizes on sale (a gift gives one of them). */
export type TeaChoice = { id: string; name: string; category: string; sizes: SizeChoice[] };

/** The most teas one page of GET /api/products holds (productListQuery's limit). */
const PAGE = 100;

/** Every tea of the catalogue, page after page, by name. */
async function allTeas(signal: AbortSignal): Promise<TeaChoice[]> {
  const teas: TeaChoice[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, headers } = await api.getWithHeaders<Product[]>('/products', {
      params: { limit: PAGE, offset, sort: 'name' },
      signal,
    });
    teas.push(
      ...data.map((tea) => ({
        id: tea._id,
        name: tea.name,
        category: tea.category,
        sizes: tea.sizes.map((size) => ({ id: size.id, label: size.label, price: size.price })),
      })),
    );
    const total = Number(headers.get('X-Total-Count'));
    if (data.length < PAGE || !(teas.length < total)) return teas;
  }
}

/** The teas (and their sizes) the promotion form offers; under the catalogue's key, so a change of the catalogue asks again. */
export const teaChoicesQuery = queryOptions({
  queryKey: [...queryKeys.products, 'promotion-choices'],
  queryFn: ({ signal }) => allTeas(signal),
});

/** A delivery method a shipping discount may be limited to, named with its zone ("Standard (United States)"). */
export type MethodChoice = { id: string; label: string };

/** GET /api/shipping (administrators): every zone's methods, for a discount on the shipping. */
export const methodChoicesQuery = queryOptions({
  queryKey: [...queryKeys.promotions, 'method-choices'],
  queryFn: async ({ signal }): Promise<MethodChoice[]> => {
    const setup = await api.get<ShippingSetup>('/shipping', { signal });
    return setup.zones.flatMap((zone) =>
      zone.methods.map((method) => ({ id: method.id, label: `${method.name} (${zone.name})` })),
    );
  },
});
