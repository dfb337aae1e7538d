// /member/profile (spec M2-17): the member centre shell around it gives the title.
import { ProfilePage } from '../components/profile-page';

export function Component() {
  return <ProfilePage />;
}
