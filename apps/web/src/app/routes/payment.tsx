import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function PaymentRoute() {
  return (
    <PlaceholderPage title="Payment">
      <p>Paying online opens very soon, together with ordering.</p>
    </PlaceholderPage>
  );
}
