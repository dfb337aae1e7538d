// The automatic transfer switch of the wallet page (docs/decisions.md "Money where the game is"): on, a game of a
// transfer-wallet vendor gets the main balance when it opens and gives it back when its window closes.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoTransferOn, setAutoTransfer } from '../../../lib/auto-transfer';
import { Panel } from '../../../ui/form-parts';
import { VisuallyHidden } from '../../../ui/visually-hidden';

export function AutoTransferSetting({ account }: { account: string }) {
  const { t } = useTranslation('wallet');
  const [on, setOn] = useState(() => autoTransferOn(account));
  const ids = { title: useId(), box: useId() };
  return (
    <Panel aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('autoTransfer.title')}</h2>
      <label htmlFor={ids.box}>
        <input
          id={ids.box}
          type="checkbox"
          role="switch"
          checked={on}
          data-testid="auto-transfer"
          onChange={(event) => {
            setAutoTransfer(account, event.target.checked);
            setOn(event.target.checked);
          }}
        />{' '}
        {t('autoTransfer.label')}
      </label>
      <VisuallyHidden role="status">{on ? t('autoTransfer.on') : t('autoTransfer.off')}</VisuallyHidden>
    </Panel>
  );
}
