// The after-login modal (spec P4.3-4): a welcome by name, then play or deposit. A trial account is told it plays
// with a demo account and is offered no deposit.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { usePopupTurn } from '../../../ui/popup-queue';
import { closeAuthNotice } from '../stores/auth-dialogs';
import { Notice, Stack } from './form-parts';

export const DEPOSIT_PATH = '/member/depositv2';

export function AfterLoginModal() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { member, isTrial } = useSession();
  const name = member?.nickname || member?.account || '';
  // The site opens it, not the player: it waits its turn among popups, and for a menu the player opened to close.
  const turn = usePopupTurn(true);
  return (
    <Modal open={turn} onClose={closeAuthNotice} title={t('afterLogin.title')} closeLabel={t('common.close')} width={420}>
      <Notice data-testid="after-login">{isTrial ? t('afterLogin.trialText') : t('afterLogin.text', { name })}</Notice>
      <Stack>
        <Button block onClick={closeAuthNotice}>
          {t('afterLogin.play')}
        </Button>
        {isTrial ? null : (
          <Button
            block
            tone="secondary"
            onClick={() => {
              closeAuthNotice();
              void navigate(DEPOSIT_PATH);
            }}
          >
            {t('afterLogin.deposit')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
