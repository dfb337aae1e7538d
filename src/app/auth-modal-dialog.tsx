// The login, register and forgot-password popups. Until the accounts release brings the forms, each names what it
// will hold. Loaded the first time a popup opens.
import { useTranslation } from 'react-i18next';
import { closeAuthModal, type AuthModal } from '../lib/auth-modal';
import { Modal } from '../ui/modal';

export function AuthModalDialog({ modal }: { modal: AuthModal }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Modal open onClose={closeAuthModal} title={t(`modal.${modal}.title`)} closeLabel={t('common:actions.close')}>
      <p>{t(`modal.${modal}.placeholder`)}</p>
    </Modal>
  );
}
