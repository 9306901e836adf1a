import type { DeliveredTo } from '@teatree/shared/schemas/order';

/**
 * An empty delivery address in `country` (the shop's, first), with the name and phone filled in where
 * they are known: where a checkout's address or a new address of the address book starts.
 */
export const blankAddress = (country: string, fullName = '', phone = ''): DeliveredTo => ({
  fullName,
  country,
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  phone,
});
