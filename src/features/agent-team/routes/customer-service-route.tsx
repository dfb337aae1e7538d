// /agentHome/customerService (M2-32): customer service for agents.
import { AgentCustomerServicePage } from '../components/agent-customer-service';

export function Component() {
  return <AgentCustomerServicePage />;
}
