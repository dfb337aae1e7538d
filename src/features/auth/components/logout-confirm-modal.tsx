// Sign out (spec P4.2-1): a confirmation, then the logout with a loader, then the session forgotten (session storage
// cleared except the merchant's values, login state false) and the route replaced with /.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useLogout } from '../api/delete-logout';
import { closeLogoutConfirm } from '../stores/auth-dialogs';
import { Notice, Stack } from './form-parts';

export function LogoutConfirmModal({ to }: { to: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();
  const confirm = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        closeLogoutConfirm();
        void navigate(to, { replace: true });
      },
    });
  return (
    <Modal open onClose={() => !logout.isPending && closeLogoutConfirm()} title={t('logout.title')} closeLabel={t('common.close')} width={380}>
      {logout.isPending ? (
        <Spinner label={t('logout.progress')} />
      ) : (
        <>
          <Notice>{t('logout.text')}</Notice>
          <Stack>
            <Button block onClick={confirm} data-testid="logout-confirm">
              {t('logout.confirm')}
            </Button>
            <Button block tone="ghost" onClick={closeLogoutConfirm}>
              {t('logout.cancel')}
            </Button>
          </Stack>
        </>
      )}
    </Modal>
  );
}
