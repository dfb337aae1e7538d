// The login, register and forgot-password popups. Until the accounts release brings the forms, each names what it
// will hold.
import { useTranslation } from 'react-i18next';
import { closeAuthModal, useAuthModal } from '../lib/auth-modal';
import { Modal } from '../ui/modal';

export function AuthModalHost() {
  const { t } = useTranslation();
  const modal = useAuthModal();
  if (!modal) return null;
  return (
    <Modal open onClose={closeAuthModal} title={t(`modal.${modal}.title`)} closeLabel={t('actions.close')}>
      <p>{t(`modal.${modal}.placeholder`)}</p>
    </Modal>
  );
}
