import { HiOutlineEnvelope } from 'react-icons/hi2';
import { IconDisc } from '../../../components/ui/icon-disc';
import { SkeletonBars } from '../../../components/ui/skeleton-bars';
import { formatDateTime } from '../../../lib/date-times';
import type { KeptMail } from '../api/get-outbox';
import { MailText } from './mail-text';

/** Newest first, as the server sends them: each mail with its recipient, subject, time and text. */
export function MailList({ mail }: { mail: KeptMail[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {mail.map((item) => (
        <li key={item._id}>
          <article aria-labelledby={`mail-${item._id}`} className="surface p-5 sm:p-6">
            <header className="flex flex-col gap-2 border-b border-base-300 pb-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
              <div className="flex min-w-0 items-start gap-3">
                <IconDisc
                  icon={<HiOutlineEnvelope className="size-5" />}
                  className="mt-0.5 size-9 shrink-0 bg-leaf-100 text-primary"
                />
                <div className="min-w-0">
                  <h2 id={`mail-${item._id}`} className="font-sans text-base font-semibold leading-snug">
                    {item.subject}
                  </h2>
                  <p className="text-sm text-base-content/75">
                    To <span className="break-all font-medium text-base-content">{item.to}</span>
                  </p>
                </div>
              </div>
              <time dateTime={item.createdAt} className="shrink-0 pl-12 text-sm text-base-content/70 sm:pl-0">
                {formatDateTime(item.createdAt)}
              </time>
            </header>
            <div className="pt-3">
              <MailText text={item.text} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

export function MailListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <SkeletonBars
          key={i}
          className="flex flex-col gap-3 surface p-6"
          bars={['h-5 w-1/2', 'h-4 w-1/3', 'h-16 w-full']}
        />
      ))}
    </div>
  );
}
