import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function ProfileRoute() {
  return (
    <PlaceholderPage title="My Profile">
      <p>Your profile page opens very soon, together with customer accounts.</p>
    </PlaceholderPage>
  );
}
