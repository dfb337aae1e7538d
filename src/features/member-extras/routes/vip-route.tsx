// /member/playerRank (spec M2-16): the member centre shell around it gives the title.
import { VipPage } from '../components/vip-page';

export function Component() {
  return <VipPage />;
}
