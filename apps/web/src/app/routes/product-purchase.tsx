import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function ProductPurchaseRoute() {
  return (
    <PlaceholderPage title="Purchase">
      <p>Ordering online opens very soon. Until then, browse our catalogue and note the teas you would like.</p>
    </PlaceholderPage>
  );
}
