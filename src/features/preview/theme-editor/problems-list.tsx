// The linter's findings on the draft as staff type: each as merchants:check prints it (file, pointer, reason, rule
// and fix line) with a button that moves focus to the field it concerns. The count is announced politely.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConfigProblemView } from '../../../engine/preview-view';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Panel } from '../components/console-styles';
import { fieldId, Note } from './fields';

const Problems = styled(Panel)<{ $bad: boolean }>`
  border-inline-start: 4px solid ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.success)};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.lg};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

interface ProblemsListProps {
  problems: readonly ConfigProblemView[] | undefined;
  checking: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The element a pointer's field has, or the nearest one above it (a whole section, a whole palette). */
function focusPointer(pointer: string) {
  for (let p = pointer; p; p = p.slice(0, p.lastIndexOf('/'))) {
    const element = document.getElementById(fieldId(p));
    if (element) {
      element.closest('details')?.setAttribute('open', '');
      element.focus();
      return;
    }
  }
}

export function ProblemsList({ problems, checking, failed, onRetry }: ProblemsListProps) {
  const { t } = useTranslation('preview');
  const errors = problems?.filter((p) => p.severity === 'error').length ?? 0;
  return (
    <Problems aria-labelledby="theme-problems-heading" $bad={(problems?.length ?? 0) > 0 || failed}>
      <h3 id="theme-problems-heading">{t('editor.problems.heading')}</h3>
      <Note role="status">
        {failed ? t('editor.problems.failed') : problems === undefined ? t('editor.problems.checking') : problems.length === 0 ? t('editor.problems.none') : t('editor.problems.count', { count: problems.length, errors })}
      </Note>
      {checking && problems === undefined ? <Spinner label={t('editor.problems.checking')} /> : null}
      {failed ? (
        <Button tone="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
      {problems && problems.length > 0 ? (
        <ul>
          {problems.map((p, i) => (
            <li key={i}>
              <code>{`${p.severity === 'warning' ? 'warning: ' : ''}${p.file} ${p.pointer || '/'}: ${p.reason}${p.rule ? ` (${p.rule})` : ''}`}</code>
              {p.fix ? (
                <p>
                  <strong>{t('editor.problems.fix')}</strong> <code>{p.fix}</code>
                </p>
              ) : null}
              <Button tone="ghost" onClick={() => focusPointer(p.pointer)}>
                {t('editor.problems.goTo')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Problems>
  );
}
