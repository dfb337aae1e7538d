// The warning dialog of spec P7.3-2 and P7.3-3: a message (the server's, or the invitation-code error) and a confirm
// button. It sits above the form that raised it.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  line-height: 1.5;
`;

export interface WarningDialogProps {
  message: string;
  onConfirm: () => void;
  title?: string;
}

export function WarningDialog({ message, onConfirm, title }: WarningDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal open onClose={onConfirm} title={title ?? t('common.errorTitle')} closeLabel={t('common.close')} width={400}>
      <Message role="alert" data-testid="warning-message">
        {message}
      </Message>
      <Button block onClick={onConfirm}>
        {t('common.confirm')}
      </Button>
    </Modal>
  );
}
