import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function ManageOrderRoute() {
  return (
    <PlaceholderPage title="Manage All Orders">
      <p>Managing every order opens very soon for the shop team.</p>
    </PlaceholderPage>
  );
}
