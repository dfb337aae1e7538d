// The shareable address of the console's state (/preview?s=...): another staff member opening it sees the same
// views, prepared anew for their own session.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Muted, Panel, TextInput } from './console-styles';

/** Links longer than this may be cut by chat tools and some proxies; the export then says the same more reliably. */
const LONG_LINK = 8000;

export function ShareLink({ url, draft = false }: { url: string; draft?: boolean }) {
  const { t } = useTranslation('preview');
  const [note, setNote] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setNote(t('share.copied')),
      // Over plain http the clipboard may be refused; the field stays there to copy by hand.
      () => setNote(t('share.copyFailed')),
    );
  };
  return (
    <Panel aria-labelledby="preview-share-heading">
      <h2 id="preview-share-heading">{t('share.heading')}</h2>
      <Field>
        {t('share.label')}
        <TextInput readOnly value={url} onFocus={(event) => event.target.select()} data-testid="share-url" />
      </Field>
      {draft ? <Muted>{url.length > LONG_LINK ? t('share.draftLong', { length: url.length }) : t('share.draft')}</Muted> : null}
      <Button tone="secondary" onClick={copy}>
        {t('share.copy')}
      </Button>
      <Muted role="status">{note}</Muted>
    </Panel>
  );
}
