// /member/personalProfit (docs/money.md "Records"): the profit record inside the member centre shell.
import { RecordsPage } from '../components/records-page';

export function Component() {
  return <RecordsPage kind="profit" />;
}
