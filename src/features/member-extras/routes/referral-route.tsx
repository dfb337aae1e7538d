// /member/referral (spec M2-12): the member centre shell around it gives the title.
import { ReferralPage } from '../components/referral-page';

export function Component() {
  return <ReferralPage />;
}
