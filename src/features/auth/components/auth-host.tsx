// Where the account dialogs live in the page. This file is in the main chunk, so it only decides whether a dialog is
// wanted; the dialogs' code (and, inside it, RJSF for the register and forgot forms) loads when the first one opens.
import { lazy, Suspense } from 'react';
import { useAuthModal } from '../../../lib/auth-modal';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { useAuthDialogs } from '../stores/auth-dialogs';

const AuthModals = lazy(withChunkTimeout(() => import('./auth-modals')));

export function AuthHost() {
  const modal = useAuthModal();
  const { notice, logout } = useAuthDialogs();
  if (!modal && !notice && !logout) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}
