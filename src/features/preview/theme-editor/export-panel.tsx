// The files to commit, each with a download and a copy button: theme.json, the merchant file when the draft writes
// its layout and home (or renames the theme), and the W3C Design Tokens file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Panel } from '../components/console-styles';
import type { ExportFile } from './draft';
import { Note } from './fields';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  code {
    flex-basis: 100%;
    overflow-wrap: anywhere;
  }
`;

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function download(file: ExportFile) {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.path.split('/').slice(-2).join('-');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportPanel({ files, errors, renamedFrom }: { files: readonly ExportFile[]; errors: number; renamedFrom: string | null }) {
  const { t } = useTranslation('preview');
  const [note, setNote] = useState('');
  const copy = (file: ExportFile) =>
    navigator.clipboard.writeText(file.text).then(
      () => setNote(t('editor.export.copied', { file: file.path })),
      () => setNote(t('share.copyFailed')),
    );
  return (
    <Panel aria-labelledby="theme-export-heading">
      <h3 id="theme-export-heading">{t('editor.export.heading')}</h3>
      <Note>{t('editor.export.hint')}</Note>
      {errors > 0 ? <Note $tone="danger">{t('editor.export.hasErrors', { count: errors })}</Note> : null}
      {renamedFrom ? <Note>{t('editor.export.renamed', { from: renamedFrom })}</Note> : null}
      <Files>
        {files.map((file, i) => (
          <Row key={file.path}>
            <code id={`theme-export-file-${i}`}>{file.path}</code>
            <Button tone="secondary" onClick={() => download(file)} aria-describedby={`theme-export-file-${i}`} data-export={file.path}>
              {t('editor.export.download')}
            </Button>
            <Button tone="ghost" onClick={() => void copy(file)} aria-describedby={`theme-export-file-${i}`}>
              {t('editor.export.copy')}
            </Button>
          </Row>
        ))}
      </Files>
      <Note role="status">{note}</Note>
    </Panel>
  );
}
