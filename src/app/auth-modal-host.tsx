// Where the account popups open (spec P2.1-2, P2.3-1); their code loads with the first one opened.
import { Suspense } from 'react';
import { useAuthModal } from '../lib/auth-modal';
import { lazyComponent } from './lazy-component';

const AuthModalDialog = lazyComponent(() => import('./auth-modal-dialog').then((m) => m.AuthModalDialog));

export function AuthModalHost() {
  const modal = useAuthModal();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalDialog modal={modal} />
    </Suspense>
  );
}
