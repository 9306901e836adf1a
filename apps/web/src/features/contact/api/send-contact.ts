import { useMutation } from '@tanstack/react-query';
import type { contactInput } from '@teatree/shared/schemas/contact';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ContactMessage = z.output<typeof contactInput>;
export type ContactReceipt = { insertedId: string };

export function sendContact(message: ContactMessage): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact', message);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
