import type { ReactNode } from 'react';
import { PageTitle } from '../seo/page-title';

type AuthCardProps = { title: string; children: ReactNode };

/** The frame of the sign-in screens; their forms arrive with accounts. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="w-full max-w-md rounded-box bg-base-100 p-8 shadow-sm ring-1 ring-base-300/60 sm:p-10">
      <PageTitle title={title} />
      <h1 className="mb-4 text-center text-3xl font-semibold">{title}</h1>
      <div className="flex flex-col gap-5 text-center leading-relaxed text-base-content/75">{children}</div>
    </div>
  );
}
