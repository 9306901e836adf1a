import type { ComponentType, ReactNode } from 'react';
import { ArrowLink } from './arrow-link';
import { IconDisc } from './icon-disc';
import { Link } from './link';

type EmptyStateProps = {
  Icon: ComponentType<{ className: string }>;
  /** What is missing, as a heading: an h2 in a screen, the h1 when it stands for the whole page. */
  title?: ReactNode;
  titleAs?: 'h1' | 'h2';
  description: ReactNode;
  /** The way on, as a button: its words, and an arrow after them when it leads to the catalogue. */
  way?: { to: string; label: string; arrow?: boolean };
  /** Any other way on: a link or two. */
  action?: ReactNode;
};

/** What a screen shows when it has nothing to list, or could not find what was asked for. */
export function EmptyState({ Icon, title, titleAs: Title = 'h2', description, way, action }: EmptyStateProps) {
  return (
    <div className="surface mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
      <IconDisc icon={<Icon className="size-7" />} className="size-14 bg-leaf-100 text-primary" />
      {title && <Title className="text-2xl font-semibold sm:text-3xl">{title}</Title>}
      <p className="leading-relaxed text-base-content/75">{description}</p>
      {way?.arrow && (
        <ArrowLink to={way.to} className="btn btn-primary gap-2">
          {way.label}
        </ArrowLink>
      )}
      {way && !way.arrow && (
        <Link to={way.to} className="btn btn-primary">
          {way.label}
        </Link>
      )}
      {action}
    </div>
  );
}
