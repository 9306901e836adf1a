import { Loading } from './loading';

/**
 * A page's shape while nothing on it can be shown yet (a signed-in screen waiting for the session): a
 * heading, a line of text and a list, where a spinner would leave the page empty.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label} className="page-container py-10 sm:py-14">
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="skeleton h-4 w-32" />
        <div className="skeleton h-10 w-3/4 max-w-md" />
        <div className="skeleton h-4 w-full max-w-xl" />
        <div className="mt-4 flex flex-col gap-4 surface p-6">
          {['w-2/3', 'w-1/2', 'w-3/5', 'w-2/5'].map((width) => (
            <div key={width} className="flex items-center gap-4">
              <div className="skeleton size-12 shrink-0 rounded-field" />
              <div className={`skeleton h-4 ${width}`} />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}
