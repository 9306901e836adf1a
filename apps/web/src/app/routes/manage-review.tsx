import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function ManageReviewRoute() {
  return (
    <PlaceholderPage title="Manage All Reviews">
      <p>Moderating reviews opens very soon for the shop team.</p>
    </PlaceholderPage>
  );
}
