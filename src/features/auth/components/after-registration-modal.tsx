// The after-registration modal (spec P2.10-6): registration succeeded; the text invites to play and to deposit.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { usePopupTurn } from '../../../ui/popup-queue';
import { closeAuthNotice } from '../stores/auth-dialogs';
import { DEPOSIT_PATH } from './after-login-modal';
import { Notice, Stack } from './form-parts';

export function AfterRegistrationModal() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { member } = useSession();
  const name = member?.nickname || member?.account || '';
  // The site opens it, not the player: it waits its turn among popups, and for a menu the player opened to close.
  const turn = usePopupTurn(true);
  return (
    <Modal open={turn} onClose={closeAuthNotice} title={t('afterRegistration.title')} closeLabel={t('common.close')} width={420}>
      <Notice data-testid="after-registration">{t('afterRegistration.text', { name })}</Notice>
      <Stack>
        <Button block onClick={closeAuthNotice}>
          {t('afterRegistration.play')}
        </Button>
        <Button
          block
          tone="secondary"
          onClick={() => {
            closeAuthNotice();
            void navigate(DEPOSIT_PATH);
          }}
        >
          {t('afterRegistration.deposit')}
        </Button>
      </Stack>
    </Modal>
  );
}
