import type { UserEvent } from '@testing-library/user-event';

/** Types `text` in a field in place of what it held, as someone who selects it all and types anew. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
