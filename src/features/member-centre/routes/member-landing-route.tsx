// /member itself (spec P2.1-5, M2-1): the member centre opens on "my account" (securityCenter), the first page of M2.
import { Navigate } from 'react-router-dom';

export function Component() {
  return <Navigate to="/member/securityCenter" replace />;
}
