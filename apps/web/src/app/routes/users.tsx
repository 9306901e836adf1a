import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function UsersRoute() {
  return (
    <PlaceholderPage title="Manage All Users">
      <p>Managing users opens very soon for the shop team.</p>
    </PlaceholderPage>
  );
}
