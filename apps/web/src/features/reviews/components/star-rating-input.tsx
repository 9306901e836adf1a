import { RATING_MAX } from '@teatree/shared/constants';
import { type Ref, useId } from 'react';
import { HiMiniStar } from 'react-icons/hi2';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

type StarRatingInputProps = {
  name: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  legend: string;
  error?: string;
  /** Lets the form move focus here when the rating is wrong. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Five stars as a real radio group: one tab stop, arrow keys move the choice, each radio is labelled
 * ("3 stars"), and the choice is also said in words beside the stars.
 */
export function StarRatingInput({ name, value, onChange, onBlur, legend, error, inputRef }: StarRatingInputProps) {
  const id = useId();
  const readoutId = `${id}-readout`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? `${readoutId} ${errorId}` : readoutId} aria-invalid={Boolean(error)}>
      <legend className="mb-1.5 font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-field p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-ink has-[:focus-visible]:outline-offset-1"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                ref={star === value ? inputRef : undefined}
                className="sr-only"
              />
              <HiMiniStar
                aria-hidden="true"
                className={`size-8 transition-transform duration-150 motion-safe:hover:scale-110 ${
                  star <= value ? 'text-accent' : 'text-base-content/40'
                }`}
              />
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          ))}
        </div>
        <span id={readoutId} className="text-sm font-medium text-base-content/80">
          {value} out of {RATING_MAX}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
