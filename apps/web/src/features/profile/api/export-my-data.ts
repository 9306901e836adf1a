import { useMutation } from '@tanstack/react-query';
import { dataExportFileName } from '@teatree/shared/privacy';
import { apiRequest } from '../../../lib/api-client';

/** The server names the file; a client that cannot read the header still gets a dated name. */
function fileNameFrom(disposition: string | null): string {
  const named = disposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? dataExportFileName(new Date());
}

/**
 * Download my data: the profile, orders, reviews and cart as a JSON file. Asked through the API client, so a
 * session that has ended shows as the usual 401 instead of a file holding an error; saved from memory.
 */
export async function exportMyData(): Promise<string> {
  const { data, headers } = await apiRequest<unknown>('/profile/export');
  const fileName = fileNameFrom(headers.get('Content-Disposition'));
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the page is idle again; the memory can go then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
