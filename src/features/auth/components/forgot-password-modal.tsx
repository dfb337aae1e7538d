// The forgot-password popup (spec P2.11); the generated form loads lazily with it.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAuthModal } from '../../../lib/auth-modal';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';

const ForgotPasswordForm = lazy(withChunkTimeout(() => import('./forgot-password-form')));

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  return (
    <Modal open onClose={closeAuthModal} title={t('forgot.title')} closeLabel={t('common.close')} width={460}>
      <Suspense fallback={<Spinner label={t('forgot.loadingForm')} />}>
        <ForgotPasswordForm />
      </Suspense>
    </Modal>
  );
}
