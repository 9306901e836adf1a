import type { ReactNode } from 'react';
import { PageTitle } from '../seo/page-title';
import { Link } from '../ui/link';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of the account screens (login, sign-up, password reset): one card, centred on cream. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md surface p-6 sm:p-10">
      <PageTitle title={title} />
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {description && <p className="mt-2 leading-relaxed text-base-content/75">{description}</p>}
      </div>
      <div className="flex flex-col gap-5">{children}</div>
      {footer && <div className="mt-6 border-t border-base-300 pt-5 text-center text-sm">{footer}</div>}
    </div>
  );
}

/** The line under the sign-in card that leads to the sign-up one, and back. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="text-base-content/75">
      {question}{' '}
      <Link to={to} className="link link-primary font-semibold">
        {label}
      </Link>
    </p>
  );
}
