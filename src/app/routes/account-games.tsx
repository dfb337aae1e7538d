// /favorite and /recent (spec 2.1): the member's favourite and recent games; the router asks visitors to log in.
import { AccountGames } from '../../features/lobby/components/account-games';
import { useCurrentRoute } from '../../lib/route-handle';

export function Component() {
  const page = useCurrentRoute()?.page;
  return <AccountGames key={page} kind={page === 'recent' ? 'recent' : 'favorite'} />;
}
