import { queryOptions } from '@tanstack/react-query';
import type { MethodInput, ShippingSetup, TaxInput, ZoneInput } from '@teatree/shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/shipping (administrators): the zones, their methods, and the tax. */
export const shippingSetupQuery = queryOptions({
  queryKey: queryKeys.shipping,
  queryFn: ({ signal }) => api.get<ShippingSetup>('/shipping', { signal }),
});

/**
 * A change of the owner's shipping or tax: its answer is the whole setup, which the screen shows at once;
 * every cart's estimate is asked again, as delivery or tax may cost something else now.
 */
function useSetupWrite<TInput>(write: (input: TInput) => Promise<ShippingSetup>) {
  return useWrite(write, (queryClient, setup: ShippingSetup) => {
    queryClient.setQueryData(queryKeys.shipping, setup);
    return queryClient.invalidateQueries({ queryKey: queryKeys.cart });
  });
}

const id = encodeURIComponent;

export const useSaveZone = () =>
  useSetupWrite(({ zoneId, zone }: { zoneId?: string; zone: ZoneInput }) =>
    zoneId
      ? api.put<ShippingSetup>(`/shipping/zones/${id(zoneId)}`, zone)
      : api.post<ShippingSetup>('/shipping/zones', zone),
  );

export const useDeleteZone = () =>
  useSetupWrite((zoneId: string) => api.delete<ShippingSetup>(`/shipping/zones/${id(zoneId)}`));

export const useSaveMethod = () =>
  useSetupWrite(({ zoneId, methodId, method }: { zoneId: string; methodId?: string; method: MethodInput }) =>
    methodId
      ? api.put<ShippingSetup>(`/shipping/methods/${id(methodId)}`, method)
      : api.post<ShippingSetup>(`/shipping/zones/${id(zoneId)}/methods`, method),
  );

export const useDeleteMethod = () =>
  useSetupWrite((methodId: string) => api.delete<ShippingSetup>(`/shipping/methods/${id(methodId)}`));

export const useSaveTax = () => useSetupWrite((tax: TaxInput) => api.put<ShippingSetup>('/tax', tax));
