import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function MyOrdersRoute() {
  return (
    <PlaceholderPage title="My Orders">
      <p>Your orders will be listed here very soon, together with customer accounts.</p>
    </PlaceholderPage>
  );
}
