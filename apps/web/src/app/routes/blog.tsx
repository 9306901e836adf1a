import { PageTitle } from '../../components/seo/page-title';
import { GreenTeaArticle } from '../../features/blog/components/green-tea-article';

export default function BlogRoute() {
  return (
    <>
      <PageTitle title="10 Evidence-Based Benefits of Green Tea" />
      <GreenTeaArticle />
    </>
  );
}
