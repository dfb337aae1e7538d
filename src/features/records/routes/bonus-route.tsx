// /member/bonusDetails (docs/money.md "Records"): the bonus record inside the member centre shell.
import { RecordsPage } from '../components/records-page';

export function Component() {
  return <RecordsPage kind="bonus" />;
}
