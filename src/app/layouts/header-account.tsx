// The logged-in part of the header (spec P2.5-1): the wallet's balance and money buttons, and the avatar menu whose
// sign out opens the accounts' logout confirmation. Loaded only once somebody is logged in.
import { useSession } from '../../lib/session/use-session';
import { openLogoutConfirm } from '../../features/auth/stores/auth-dialogs';
import { AvatarMenu } from '../../features/member-centre/components/avatar-menu';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

export function HeaderAccount() {
  const { member, isAgent, isTrial } = useSession();
  const name = member ? member.nickname || member.account : '';
  return (
    <>
      <HeaderBalance isTrial={isTrial} />
      <AvatarMenu name={name} isAgent={isAgent} isTrial={member ? isTrial : undefined} onSignOut={() => openLogoutConfirm('/')} />
    </>
  );
}
