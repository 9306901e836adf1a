import { PageTitle } from '../../components/seo/page-title';
import { TermsContent } from '../../features/legal/components/terms-content';

export default function TermsRoute() {
  return (
    <>
      <PageTitle title="Terms and conditions" />
      <TermsContent />
    </>
  );
}
