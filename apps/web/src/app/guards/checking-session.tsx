import { PageTitle } from '../../components/seo/page-title';
import { PageSkeleton } from '../../components/ui/page-skeleton';

/**
 * What a signed-in screen shows while the session is asked for: the shop's title and the page's
 * skeleton. The build draws it once as the shell of every signed-in screen
 * (docs/decisions/0017-pages-answer-at-once.md).
 */
export function CheckingSession() {
  return (
    <>
      <PageTitle />
      <PageSkeleton label="Checking your session" />
    </>
  );
}
