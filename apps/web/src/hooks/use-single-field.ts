import { useRef, useState } from 'react';

/**
 * The state of a form of one field saved with its button (a new category's name, the cart reminder's
 * hours): what is typed, the message under it, and `refuse`, which shows a message and puts the focus
 * back in the field so it is read at once. Typing again (`change`) clears the message.
 */
export function useSingleField(initial: string) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const refuse = (why: string) => {
    setError(why);
    ref.current?.focus();
  };
  const change = (next: string) => {
    setValue(next);
    if (error) setError(undefined);
  };
  return { ref, value, setValue, error, setError, refuse, change };
}
