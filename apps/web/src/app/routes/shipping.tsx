import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/layout/page-frame';
import { cardsSkeleton } from '../../components/ui/cards-skeleton';
import { QueryView } from '../../components/ui/query-view';
import { shippingSetupQuery } from '../../features/shipping/api/setup';
import { TaxForm } from '../../features/shipping/components/tax-form';
import { ZoneList } from '../../features/shipping/components/zone-list';
import { useShopConfig } from '../../lib/shop-config';

/** One part of the settings, under its heading. */
function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
      <QueryView query={setup} subject="the shipping settings" {...cardsSkeleton(2)}>
        {(data) => (
          <div className="flex flex-col gap-12">
            <SettingsSection id="zones-heading" title="Zones and methods">
              <ZoneList zones={data.zones} shopCountry={shopCountry} />
            </SettingsSection>
            <SettingsSection id="tax-heading" title="Tax">
              <div className="surface p-5 sm:p-6">
                <TaxForm tax={data.tax} shopCountry={shopCountry} />
              </div>
            </SettingsSection>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
