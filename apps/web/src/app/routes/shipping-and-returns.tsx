import { PageTitle } from '../../components/seo/page-title';
import { ShopPageContent } from '../../features/shop-pages/components/shop-page-content';

export default function ShippingAndReturnsRoute() {
  return (
    <>
      <PageTitle title="Shipping and returns" />
      <ShopPageContent slug="shipping-and-returns" />
    </>
  );
}
