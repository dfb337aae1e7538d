// /agentHome/registerCenter (M2-22): register a downline member.
import { RegisterDownlinePage } from '../components/register-downline';

export function Component() {
  return <RegisterDownlinePage />;
}
