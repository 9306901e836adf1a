import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** A message as the contact form takes it, with the address it came from. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string;
}

/** Keeps a message: the shop's record of it, whatever becomes of the mail. Answers its id. */
export async function keepMessage(db: Executor, message: ContactMessage): Promise<string> {
  const id = newId('msg');
  await db.insert(contactMessages).values({ id, ...message });
  return id;
}
