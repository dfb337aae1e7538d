// /member/manualRebate (spec M2-15): the member centre shell around it gives the title.
import { RebatePage } from '../components/rebate-page';

export function Component() {
  return <RebatePage />;
}
