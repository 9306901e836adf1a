import type { OrdersExportQuery } from '@teatree/shared/schemas/dashboard';
import { toApiError } from '../../../lib/api-client';

/**
 * Downloads the books of a range (GET /api/dashboard/orders.csv) under the name the server gives it.
 * Fetched rather than followed as a link, so that a refusal shows as a message in the page.
 */
export async function downloadOrders(range: OrdersExportQuery): Promise<string> {
  const query = new URLSearchParams(range).toString();
  const response = await fetch(`/api/dashboard/orders.csv?${query}`, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
