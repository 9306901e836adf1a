import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/layout/page-frame';
import { QueryView } from '../../components/ui/query-view';
import { shippingSetupQuery } from '../../features/shipping/api/setup';
import { TaxForm } from '../../features/shipping/components/tax-form';
import { ZoneList } from '../../features/shipping/components/zone-list';
import { useShopConfig } from '../../lib/shop-config';

/**
 * Shipping and tax (admin, docs/decisions/0033-shipping-and-tax.md): where the shop delivers, by which
 * methods and at what price, and the tax its prices carry.
 */
export default function ShippingRoute() {
  const setup = useQuery(shippingSetupQuery);
  const shopCountry = useShopConfig().data?.country ?? 'US';

  return (
    <PageFrame
      id="shipping-heading"
      eyebrow="Shop admin"
      title="Shipping and tax"
      align="start"
      intro={<p>Where the shop delivers, how, and at what price; and the tax on the teas and the delivery.</p>}
      headClassName="mb-8"
      className="max-w-4xl"
    >
      <QueryView
        query={setup}
        failure="The shipping settings could not be loaded just now."
        loading="Loading the shipping settings"
        skeletonClassName="flex flex-col gap-5"
        skeleton={
          <>
            <div className="skeleton h-40 w-full" />
            <div className="skeleton h-40 w-full" />
          </>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-12">
            <section aria-labelledby="zones-heading" className="flex flex-col gap-4">
              <h2 id="zones-heading" className="text-2xl font-semibold">
                Zones and methods
              </h2>
              <ZoneList zones={data.zones} shopCountry={shopCountry} />
            </section>
            <section aria-labelledby="tax-heading" className="flex flex-col gap-4">
              <h2 id="tax-heading" className="text-2xl font-semibold">
                Tax
              </h2>
              <div className="surface p-5 sm:p-6">
                <TaxForm tax={data.tax} shopCountry={shopCountry} />
              </div>
            </section>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
