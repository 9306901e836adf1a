import { BRAND } from '@teatree/shared/messages';

/** React 19 hoists <title> into <head>, so each page states its own title where it renders. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${BRAND}` : `${BRAND} · Organic tea since 1995`}</title>;
}
