import { queryOptions } from '@tanstack/react-query';
import type { ShopPage, ShopPageInput, ShopPageSlug } from '@teatree/shared/schemas/shop-page';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/pages/{slug} (anyone): the page's title, the owner's words and when they were last saved. */
export const shopPageQuery = (slug: ShopPageSlug) =>
  queryOptions({
    queryKey: [...queryKeys.shopPages, slug],
    queryFn: ({ signal }) => api.get<ShopPage>(`/pages/${encodeURIComponent(slug)}`, { signal }),
  });

/** PUT /api/pages/{slug} (administrators): the page as saved, which the page shows at once. */
export const useSaveShopPage = () =>
  useWrite(
    ({ slug, body }: { slug: ShopPageSlug } & ShopPageInput) =>
      api.put<ShopPage>(`/pages/${encodeURIComponent(slug)}`, { body }),
    (queryClient, saved: ShopPage, { slug }) => queryClient.setQueryData(shopPageQuery(slug).queryKey, saved),
  );
