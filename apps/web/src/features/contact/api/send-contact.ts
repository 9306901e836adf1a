import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContactFields } from '../check-contact';

export type ContactReceipt = { insertedId: string };

export function sendContact(message: ContactFields): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact', message);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
