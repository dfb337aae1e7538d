// The theme editor of the preview console (issue 17 point 6, docs/preview.md "Theme editor"): staff edit the tokens,
// the layout variant and the home sections of the merchant of the view being edited; the draft reaches the frame as
// part of the view (the server applies it to that frame's requests only), the linter's findings show as they type,
// and the files to commit can be downloaded or copied. Edits reach the view 400 ms after the last keystroke, so a
// colour dragged across the picker prepares one preview, not fifty.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKeys } from '../../../lib/api-client';
import type { PreviewDraft, PreviewView } from '../../../engine/preview-view';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Spinner } from '../../../ui/spinner';
import { useThemeCheck, useThemeEditorSource } from '../api/theme-editor';
import { Choice, Fieldset, Panel } from '../components/console-styles';
import { RadioGroup } from '../components/radio-group';
import { editorSource, editorState, exportFiles, merchantOverrides, previewDraft, withLayout, withScope, withSections, type EditorSource, type EditorState, type LayoutScope } from './draft';
import { ExportPanel } from './export-panel';
import { Note } from './fields';
import { LayoutFields, SectionsEditor } from './layout-fields';
import { ProblemsList } from './problems-list';
import { ColourFields, ComponentFields, ElevationFields, IdentityFields, MotionFields, TypeAndShapeFields } from './token-fields';

const EDIT_DELAY_MS = 400;

const EditorPanel = styled(Panel)`
  summary {
    display: flex;
    align-items: center;
    min-height: 40px;
    font-weight: 600;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SCOPES = ['theme', 'merchant'] as const satisfies readonly LayoutScope[];

export interface ThemeEditorProps {
  view: PreviewView;
  compareSaved: boolean;
  onCompareSaved: (on: boolean) => void;
  onDraft: (draft: PreviewDraft | undefined) => void;
}

export function ThemeEditor(props: ThemeEditorProps) {
  const { t } = useTranslation('preview');
  const source = useThemeEditorSource(props.view.merchant, props.view.theme);
  const loaded = useMemo(() => (source.data ? editorSource(source.data) : null), [source.data]);
  if (source.isPending) return <Spinner label={t('editor.loading')} />;
  if (source.isError || !loaded) return <ErrorState message={t(errorKeys(source.error))} retryLabel={t('actions.retry')} onRetry={() => void source.refetch()} />;
  // A new merchant, or another theme picked, starts a new draft from those files.
  return <Editor key={`${props.view.merchant}:${props.view.theme ?? ''}`} source={loaded} {...props} />;
}

function Editor({ source, view, compareSaved, onCompareSaved, onDraft }: ThemeEditorProps & { source: EditorSource }) {
  const { t } = useTranslation('preview');
  const [state, setState] = useState<EditorState>(() => editorState(source, view.draft));
  const draft = useMemo(() => previewDraft(source, state), [source, state]);
  const draftKey = JSON.stringify(draft ?? null);
  const [settled, setSettled] = useState(draft);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(draftKey) as PreviewDraft | undefined ?? undefined), EDIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey]);

  const sent = useRef(JSON.stringify(view.draft ?? null));
  useEffect(() => {
    const key = JSON.stringify(settled ?? null);
    if (key === sent.current) return;
    sent.current = key;
    onDraft(settled);
  }, [settled, onDraft]);

  const check = useThemeCheck(view.merchant, view.theme, settled);
  const problems = check.data?.problems;
  const problemsAt = (pointer: string) => (problems ?? []).filter((p) => p.pointer === pointer).map((p) => p.reason);
  const errors = problems?.filter((p) => p.severity === 'error').length ?? 0;
  const files = useMemo(() => exportFiles(source, state), [source, state]);
  const update = (theme: EditorState['theme']) => setState((s) => ({ ...s, theme }));

  return (
    <EditorPanel aria-labelledby="theme-editor-heading">
      <h2 id="theme-editor-heading">{t('editor.heading', { theme: source.theme.name })}</h2>
      <Note>{t('editor.intro')}</Note>
      <Fieldset>
        <legend>{t('editor.compare.heading')}</legend>
        <Choice>
          <input type="checkbox" checked={compareSaved} onChange={(event) => onCompareSaved(event.target.checked)} />
          {t('editor.compare.toggle')}
        </Choice>
        <Button tone="ghost" disabled={!draft} onClick={() => setState(editorState(source, undefined))}>
          {t('editor.discard')}
        </Button>
        <Note role="status">{draft ? t('editor.draftChanged') : t('editor.draftNone')}</Note>
      </Fieldset>
      <ProblemsList problems={problems} checking={check.isFetching} failed={check.isError} onRetry={() => void check.refetch()} />
      <IdentityFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <ColourFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <TypeAndShapeFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <ElevationFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <MotionFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <ComponentFields theme={state.theme} problemsAt={problemsAt} onChange={update} />
      <RadioGroup legend={t('editor.scope.heading')} name="theme-editor-scope" options={SCOPES} value={state.scope} labelOf={(s) => t(`editor.scope.${s}`)} onChange={(scope) => setState((s) => withScope(source, s, scope))} />
      {state.scope === 'theme' && merchantOverrides(source.merchant) ? <Note>{t('editor.scope.overridden')}</Note> : null}
      <LayoutFields layout={state.layout} problemsAt={problemsAt} onChange={(layout) => setState((s) => withLayout(s, layout))} />
      <SectionsEditor sections={state.sections} language={view.language} problemsAt={problemsAt} onChange={(sections) => setState((s) => withSections(s, sections))} />
      <ExportPanel files={files} errors={errors} renamedFrom={state.theme.code !== source.theme.code ? source.theme.code : null} />
    </EditorPanel>
  );
}
