// The preview console at /preview (docs/preview.md): the staff gate, then one or two views of any merchant, each
// shown by the site itself in a frame, with a share link and explain mode.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, errorKeys } from '../../../lib/api-client';
import { chooseLanguage } from '../../../lib/i18n';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { LanguageSelector } from '../../../ui/language-selector';
import { Spinner } from '../../../ui/spinner';
import { usePreviewMerchants } from '../api/get-preview-merchants';
import { usePreviewThemes } from '../api/get-preview-themes';
import { useStaffSession } from '../api/get-staff-session';
import { useStaffLogout } from '../api/staff-logout';
import { defaultView } from '../console-state';
import type { ExplainTag } from '../explain';
import { decodePreviewShare, encodePreviewShare, type PreviewDraft, type PreviewMerchant, type PreviewShare, type PreviewView, type Staff } from '../../../engine/preview-view';
import { ThemeEditor } from '../theme-editor/theme-editor';
import { ConfigRefusalNotice } from './config-refusal';
import { Choice, Fieldset, Muted } from './console-styles';
import { ExplainPanel } from './explain-panel';
import { PreviewFramePane, type FramePaneHandle } from './preview-frame-pane';
import { RadioGroup } from './radio-group';
import { ShareLink } from './share-link';
import { StaffLoginForm } from './staff-login-form';
import { ThemePicker } from './theme-picker';
import { ViewControls } from './view-controls';

const Main = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  h1 {
    flex: 1;
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Workspace = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  width: 320px;
  flex-shrink: 0;
`;

// The frames stay in sight while staff scroll through the controls (the theme editor is long).
const Frames = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.spacing.lg};
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

const FrameRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  overflow-x: auto;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

const LABELS = ['A', 'B'] as const;

const withoutDraft = ({ draft: _draft, ...view }: PreviewView): PreviewView => view;
const noExplain = () => undefined;

interface ConsoleState {
  views: PreviewView[];
  editing: number;
  explain: boolean;
  editor: boolean;
}

/** The share link's form of the state: what another staff member needs to see the same. */
const shareOf = (state: ConsoleState): PreviewShare => ({ views: state.views, ...(state.explain ? { explain: true } : {}), ...(state.editor ? { editor: true } : {}) });

/** The state a share link describes, when its merchants still exist; else the host merchant's own view. */
function initialState(merchants: readonly PreviewMerchant[], shared: string | null, hostMerchant: string): { state: ConsoleState; sharedBroken: boolean } {
  const share = shared ? decodePreviewShare(shared) : null;
  const known = share?.views.every((v) => merchants.some((m) => m.code === v.merchant && m.languages.includes(v.language)));
  if (share && known) return { state: { views: share.views, editing: 0, explain: share.explain ?? false, editor: share.editor ?? false }, sharedBroken: false };
  // Without a link, start with the merchant of the host the console was opened on.
  const first = merchants.find((m) => m.code === hostMerchant) ?? merchants[0]!;
  return { state: { views: [defaultView(first)], editing: 0, explain: false, editor: false }, sharedBroken: shared !== null };
}

function ConsoleLanguage() {
  const { t, i18n } = useTranslation('preview');
  const { merchant } = usePermission();
  return (
    <LanguageSelector
      label={t('consoleLanguage')}
      languages={merchant.languages}
      currentName={t('common:language.name')}
      searchLabel={t('common:language.search')}
      noMatch={t('common:language.noMatch')}
      value={i18n.language}
      onChange={(language) => void chooseLanguage(merchant.code, language)}
    />
  );
}

function Workbench({ merchants, staff }: { merchants: PreviewMerchant[]; staff: Staff }) {
  const { t } = useTranslation('preview');
  const [searchParams, setSearchParams] = useSearchParams();
  const host = usePermission().merchant.code;
  const [{ state: initial, sharedBroken }] = useState(() => initialState(merchants, searchParams.get('s'), host));
  const [state, setState] = useState<ConsoleState>(initial);
  const [pointed, setPointed] = useState<{ frame: number; tags: ExplainTag[] } | null>(null);
  const panes = useRef<(FramePaneHandle | null)[]>([]);
  const logout = useStaffLogout();
  const themes = usePreviewThemes();

  const [compareSaved, setCompareSaved] = useState(false);
  const share: PreviewShare = useMemo(() => shareOf(state), [state]);
  const shareText = encodePreviewShare(share);
  const shareUrl = `${window.location.origin}/preview?s=${shareText}`;

  const apply = (next: ConsoleState) => {
    setState(next);
    // The address bar always reproduces the view, so a reload or a bookmark keeps it too.
    setSearchParams({ s: encodePreviewShare(shareOf(next)) }, { replace: true });
  };
  // The theme editor reports its draft from an effect: it needs a stable callback that reads the latest state.
  const latest = useRef({ state, apply });
  latest.current = { state, apply };
  const onDraft = useCallback((draft: PreviewDraft | undefined) => {
    const { state: current, apply: applyNow } = latest.current;
    const index = Math.min(current.editing, current.views.length - 1);
    const path = panes.current[index]?.currentPath() ?? current.views[index]!.path;
    const views = current.views.map((v, i) => {
      if (i !== index) return v;
      const { draft: _old, ...rest } = v;
      return { ...rest, path, ...(draft ? { draft } : {}) };
    });
    applyNow({ ...current, views });
  }, []);

  const changeView = (index: number) => (change: (current: PreviewView) => PreviewView) => {
    // Keep the page the frame was moved to inside the site, so a change re-renders that page.
    const path = panes.current[index]?.currentPath() ?? state.views[index]!.path;
    const views = state.views.map((v, i) => (i === index ? change({ ...v, path }) : v));
    apply({ ...state, views });
  };

  const setCompare = (on: boolean) => {
    const views = on ? [state.views[0]!, { ...state.views[0]! }] : [state.views[state.editing] ?? state.views[0]!];
    apply({ ...state, views, editing: on ? 1 : 0 });
  };

  const explainFrames = state.views.map((view, i) => ({
    label: LABELS[i]!,
    view,
    merchant: merchants.find((m) => m.code === view.merchant)!,
    frame: () => panes.current[i]?.frame() ?? null,
  }));

  const onExplain = useCallback((frame: number) => (tags: ExplainTag[]) => setPointed(tags.length > 0 ? { frame, tags } : null), []);
  const explainHandlers = useMemo(() => LABELS.map((_, i) => onExplain(i)), [onExplain]);

  const compare = state.views.length === 2;
  const editing = Math.min(state.editing, state.views.length - 1);
  const ownTheme = explainFrames[editing]!.merchant.theme.code;

  return (
    <Main>
      <Header>
        <h1>{t('title')}</h1>
        <Muted>{t('signedInAs', { username: staff.username })}</Muted>
        <ConsoleLanguage />
        <Button tone="ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('logout')}
        </Button>
      </Header>
      <ConfigRefusalNotice />
      {sharedBroken ? <p role="alert">{t('share.invalid')}</p> : null}
      <Workspace>
        <Controls>
          <Fieldset>
            <legend>{t('compare.heading')}</legend>
            <Choice>
              <input type="checkbox" checked={compare} onChange={(event) => setCompare(event.target.checked)} />
              {t('compare.toggle')}
            </Choice>
            {compare ? (
              <RadioGroup legend={t('compare.editing')} name="preview-editing" options={LABELS} value={LABELS[editing]!} labelOf={(l) => t('compare.view', { view: l })} onChange={(l) => apply({ ...state, editing: LABELS.indexOf(l) })} />
            ) : null}
            <Choice>
              <input type="checkbox" checked={state.explain} onChange={(event) => apply({ ...state, explain: event.target.checked })} />
              {t('explain.toggle')}
            </Choice>
            <Choice>
              <input type="checkbox" checked={state.editor} onChange={(event) => apply({ ...state, editor: event.target.checked })} />
              {t('editor.toggle')}
            </Choice>
          </Fieldset>
          {themes.data ? (
            <ThemePicker
              themes={themes.data}
              own={ownTheme}
              value={state.views[editing]!.theme ?? ownTheme}
              // The draft patches the theme it was made on, so another theme starts without it.
              onChange={(code) => changeView(editing)(({ draft: _draft, theme: _theme, ...v }) => (code === ownTheme ? v : { ...v, theme: code }))}
            />
          ) : null}
          <ViewControls key={editing} label={compare ? t('compare.view', { view: LABELS[editing] }) : t('controls.heading')} view={state.views[editing]!} merchants={merchants} onChange={changeView(editing)} />
          {state.editor ? <ThemeEditor view={state.views[editing]!} compareSaved={compareSaved} onCompareSaved={setCompareSaved} onDraft={onDraft} /> : null}
          <ShareLink url={shareUrl} draft={state.views.some((v) => v.draft !== undefined)} />
        </Controls>
        <Frames>
          <FrameRow>
            {state.views.map((view, i) => (
              <PreviewFramePane
                key={i}
                ref={(handle) => {
                  panes.current[i] = handle;
                }}
                label={LABELS[i]!}
                merchantName={explainFrames[i]!.merchant.name}
                view={view}
                explain={state.explain}
                onExplain={explainHandlers[i]!}
              />
            ))}
            {state.editor && compareSaved ? (
              <PreviewFramePane
                label={t('editor.compare.saved', { view: LABELS[editing] })}
                merchantName={explainFrames[editing]!.merchant.name}
                view={withoutDraft(state.views[editing]!)}
                explain={false}
                onExplain={noExplain}
              />
            ) : null}
          </FrameRow>
          {state.explain ? <ExplainPanel frames={explainFrames} pointed={pointed} /> : null}
        </Frames>
      </Workspace>
    </Main>
  );
}

function SignedIn({ staff }: { staff: Staff }) {
  const { t } = useTranslation('preview');
  const merchants = usePreviewMerchants();
  if (merchants.isPending) {
    return (
      <Centre>
        <Spinner label={t('loading')} />
      </Centre>
    );
  }
  if (merchants.isError) return <ErrorState headingLevel="h1" message={t(errorKeys(merchants.error))} retryLabel={t('actions.retry')} onRetry={() => void merchants.refetch()} />;
  return <Workbench merchants={merchants.data} staff={staff} />;
}

export function PreviewConsole() {
  const { t } = useTranslation('preview');
  const session = useStaffSession();
  if (session.isPending) {
    return (
      <Centre>
        <Spinner label={t('loading')} />
      </Centre>
    );
  }
  if (session.isError) {
    const code = session.error instanceof ApiError ? session.error.code : '';
    if (code === 'not_found') {
      return (
        <Main>
          <ErrorState headingLevel="h1" title={t('disabled.title')} message={t('disabled.text')} />
        </Main>
      );
    }
    if (code === 'staff_only') {
      return (
        <Main>
          <StaffLoginForm />
        </Main>
      );
    }
    return (
      <Main>
        <ErrorState headingLevel="h1" message={t(errorKeys(session.error))} retryLabel={t('actions.retry')} onRetry={() => void session.refetch()} />
      </Main>
    );
  }
  return <SignedIn staff={session.data} />;
}
