import { useId } from 'react';

/** One choice of a ChoiceCards group: its value, its name and a line saying what it means. */
export type Choice<T extends string> = { value: T; label: string; hint: string };

/**
 * A choice of one among a few, each a card with its name and a line of explanation (a rate's kind, a
 * discount's kind): radio buttons under one legend, the card of the one chosen drawn in the primary
 * colour, and the server's message for the choice under them.
 */
export function ChoiceCards<T extends string>({
  legend,
  choices,
  value,
  onChange,
  error,
  columns = 2,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  columns?: 2 | 3;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-medium">{legend}</legend>
      <div className={`grid gap-2 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer flex-col rounded-field border p-3 text-sm ${value === choice.value ? 'border-primary bg-leaf-50' : 'border-base-300'}`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={name}
                className="radio radio-primary radio-sm"
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
              />
              {choice.label}
            </span>
            <span className="mt-1 text-base-content/70">{choice.hint}</span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-error">{error}</p>}
    </fieldset>
  );
}
