import { PageTitle } from '../../components/seo/page-title';
import { PrivacyContent } from '../../features/legal/components/privacy-content';

export default function PrivacyRoute() {
  return (
    <>
      <PageTitle title="Privacy" />
      <PrivacyContent />
    </>
  );
}
