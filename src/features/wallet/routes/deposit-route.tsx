// /member/depositv2 (spec M2-4): the deposit form, or, back from the gateway, that deposit's state; then the list of
// the member's deposits. The member centre shell around it gives the title.
import { useSearchParams } from 'react-router-dom';
import { DepositForm } from '../components/deposit-form';
import { DepositList } from '../components/deposit-list';
import { DepositStatusPanel } from '../components/deposit-status';

export function Component() {
  const [params] = useSearchParams();
  const depositId = params.get('depositId');
  return (
    <>
      {depositId ? <DepositStatusPanel key={depositId} depositId={depositId} /> : <DepositForm />}
      <DepositList />
    </>
  );
}
