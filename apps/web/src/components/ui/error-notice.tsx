type ErrorNoticeProps = { message: string; onRetry?: () => void };

/** Shown in place of a list that could not load, so the rest of the page stays usable. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box bg-base-100 p-6 text-center shadow-sm"
    >
      <p className="text-base-content/80">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
