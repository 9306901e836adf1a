import { REVIEW_MAX } from '@teatree/shared/constants';
import { toasts } from '@teatree/shared/messages';
import { withThousands } from '@teatree/shared/numbers';
import { RATING_DEFAULT, reviewInput } from '@teatree/shared/schemas/review';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

// The server's rule, less the product, which the page already knows.
const reviewFormSchema = reviewInput.pick({ review: true, rating: true });
type ReviewFormValues = z.input<typeof reviewFormSchema>;
type ReviewFormOutput = z.output<typeof reviewFormSchema>;
const fieldNames: Path<ReviewFormValues>[] = ['review', 'rating'];

// Read-only fields look settled, not like boxes waiting to be typed in.
const READ_ONLY = 'read-only:cursor-default read-only:border-base-300 read-only:bg-base-200';

type ReviewFormProps = {
  productId: string;
  /** The signed-in customer: shown read-only, as the server takes them from the session anyway. */
  reviewer: { name: string; email: string };
};

/** The review form (docs/product.md): read-only name and e-mail, the required text, five stars with the fourth chosen. */
export function ReviewForm({ productId, reviewer }: ReviewFormProps) {
  const createReview = useCreateReview();
  const navigate = useNavigate();
  const onAuthFailure = useAuthFailure();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(reviewFormSchema, { review: '', rating: RATING_DEFAULT });
  const length = useWatch({ control, name: 'review' })?.length ?? 0;

  const onSubmit = async (values: ReviewFormOutput) => {
    try {
      const receipt = await createReview.mutateAsync({ productId, ...values });
      if (receipt?.insertedId) toast.success(toasts.reviewOk);
      else toast.error(toasts.reviewFailed);
    } catch (error) {
      // The session ended before sending: sign in again, and come back to this form.
      if (error instanceof ApiError && error.status === 401) {
        toast.error(toasts.reviewFailed);
        await onAuthFailure(error);
        return;
      }
      toast.error(toasts.reviewFailed);
      // A field the server refused stays on the form to be corrected.
      if (showServerErrors(error, setError, fieldNames) === null) return;
    }
    // docs/product.md, "Errors": either way, on to the review page.
    navigate(paths.review.getHref());
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" value={reviewer.name} readOnly hint="From your account" className={READ_ONLY} />
        <TextField
          label="Email"
          type="email"
          value={reviewer.email}
          readOnly
          hint="From your account"
          className={READ_ONLY}
        />
      </div>
      <TextAreaField
        label="Your review"
        rows={6}
        required
        placeholder="How did it smell, taste and brew? Would you order it again?"
        error={errors.review?.message}
        hint={`${withThousands(length)} / ${withThousands(REVIEW_MAX)} characters`}
        {...register('review')}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            legend="Your rating"
            error={fieldState.error?.message}
          />
        )}
      />
      <div>
        <SubmitButton className="btn btn-primary px-8" busy={isSubmitting}>
          Add Review
        </SubmitButton>
      </div>
    </form>
  );
}
