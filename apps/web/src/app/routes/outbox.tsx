import { HiOutlineArrowPath, HiOutlineInformationCircle } from 'react-icons/hi2';
import { PageFrame } from '../../components/layout/page-frame';
import { QueryView } from '../../components/ui/query-view';
import { useOutbox } from '../../features/outbox/api/get-outbox';
import { MailList, MailListSkeleton } from '../../features/outbox/components/mail-list';

/**
 * The shop's local outbox (admin): without an SMTP server, mail is kept here, each account link's
 * token hidden; the whole link is in the server's log, where a laptop's first owner reads it.
 */
export default function OutboxRoute() {
  const outbox = useOutbox();
  const { data, refetch, isFetching } = outbox;

  return (
    <PageFrame
      id="outbox-heading"
      eyebrow="Shop admin"
      title="Outbox"
      intro={<p>The mail this shop has sent, newest first.</p>}
      headClassName="mb-8"
      className="max-w-4xl"
    >
      <div className="mb-8 flex flex-col gap-4 rounded-box bg-leaf-50 p-5 ring-1 ring-leaf-100 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <HiOutlineInformationCircle className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-col gap-1 text-sm leading-relaxed text-base-content/85">
            {data?.mode === 'smtp' ? (
              <p>Mail now goes out through the configured SMTP server. Below is what was kept before it was set up.</p>
            ) : (
              <p>
                <strong>Mail is kept here because no SMTP server is configured.</strong> Set <code>SMTP_URL</code> to
                deliver it to people's inboxes.
              </p>
            )}
            <p>
              The token of each account link (verification, password reset, change of e-mail) is hidden here: it would
              let anyone who reads this page act for the recipient. The whole link is written only to the server's log.
            </p>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm shrink-0 gap-2 self-start"
          onClick={() => refetch()}
          disabled={isFetching}
        >
          <HiOutlineArrowPath className={`size-4 ${isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </button>
      </div>

      <QueryView
        query={outbox}
        failure="The outbox could not be loaded just now."
        loading="Loading mail"
        skeleton={<MailListSkeleton />}
      >
        {(data) =>
          data.mail.length === 0 ? (
            <p className="surface p-8 text-center text-base-content/75">
              No mail yet. Sign-ups and password resets will show up here.
            </p>
          ) : (
            <MailList mail={data.mail} />
          )
        }
      </QueryView>
    </PageFrame>
  );
}
