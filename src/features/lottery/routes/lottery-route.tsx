// The lottery lobbies (spec P2.1-12): /lottery, /seaLottery and /vnLottery with ?gameCode, ?view, ?back; the shell
// sends visitors to the login first.
import { useCurrentRoute } from '../../../lib/route-handle';
import { LotteryLobby } from '../components/lottery-lobby';

export function Component() {
  const page = useCurrentRoute()?.page ?? 'lottery';
  return <LotteryLobby page={page} />;
}
