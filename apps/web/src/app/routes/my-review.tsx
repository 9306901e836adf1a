import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function MyReviewRoute() {
  return (
    <PlaceholderPage title="Add a Review">
      <p>Writing reviews opens very soon. Meanwhile, read what other tea lovers say on our review page.</p>
    </PlaceholderPage>
  );
}
