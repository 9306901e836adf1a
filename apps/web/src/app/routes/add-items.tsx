import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AddItemsRoute() {
  return (
    <PlaceholderPage title="Add Items">
      <p>Adding teas to the catalogue opens very soon for the shop team.</p>
    </PlaceholderPage>
  );
}
