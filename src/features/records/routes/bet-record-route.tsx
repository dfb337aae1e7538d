// /member/personalHistoryCopy (docs/money.md "Records"): the bets record inside the member centre shell.
import { RecordsPage } from '../components/records-page';

export function Component() {
  return <RecordsPage kind="bets" />;
}
