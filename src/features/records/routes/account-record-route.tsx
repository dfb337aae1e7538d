// /member/transactionHistory (docs/money.md "Records"): the transactions record inside the member centre shell.
import { RecordsPage } from '../components/records-page';

export function Component() {
  return <RecordsPage kind="transactions" />;
}
