// One preview: the site in a frame at /PATH?merchant=CODE&preview=ID, prepared by the server for the view. In
// explain mode, pointing at (or focusing) a part of the frame's page reports the tags around it. The frame has the
// width of the screen chosen (desktop, tablet or phone), not the pane's, so staff see the layout a player of that
// screen gets (the site switches to its phone and tablet layouts below 1024 px); a wider frame scrolls in its pane.
import { forwardRef, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKeys } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/error-state';
import { Spinner } from '../../../ui/spinner';
import { usePreview } from '../api/create-preview';
import { frameUrl, viewPath } from '../console-state';
import { EXPLAIN_ATTRIBUTE, tagsAround, type ExplainTag } from '../explain';
import { createHighlighter, frameDocument } from '../frame-highlight';
import type { PreviewView } from '../../../engine/preview-view';
import { Muted } from './console-styles';

const Pane = styled.section`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 360px;

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** The screens a frame can take, in CSS pixels: a common laptop, a tablet held upright, a phone. */
const SCREENS = { desktop: 1280, tablet: 820, phone: 390 } as const;
type Screen = keyof typeof SCREENS;

const FrameScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const PaneHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Frame = styled.iframe<{ $width: number }>`
  display: block;
  width: ${({ $width }) => $width}px;
  height: 760px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  height: 760px;
`;

export interface FramePaneHandle {
  /** The page the frame shows now (after navigations inside it), as a view path. */
  currentPath(): string | null;
  frame(): HTMLIFrameElement | null;
}

export interface PreviewFramePaneProps {
  label: string;
  merchantName: string;
  view: PreviewView;
  explain: boolean;
  onExplain: (tags: ExplainTag[]) => void;
}

export const PreviewFramePane = forwardRef<FramePaneHandle, PreviewFramePaneProps>(function PreviewFramePane({ label, merchantName, view, explain, onExplain }, ref) {
  const { t } = useTranslation('preview');
  const preview = usePreview(view);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const highlighter = useMemo(createHighlighter, []);
  const headingId = useId();
  const screenId = useId();
  const [screen, setScreen] = useState<Screen>('desktop');

  useImperativeHandle(ref, () => ({
    currentPath: () => {
      const doc = frameDocument(frameRef.current);
      return doc?.location ? viewPath(doc.location) : null;
    },
    frame: () => frameRef.current,
  }), []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!explain || !frame) return;
    let detach = () => undefined as void;
    const attach = () => {
      detach();
      const doc = frameDocument(frame);
      if (!doc) return;
      const point = (event: Event) => {
        // The frame's nodes belong to its own window, so instanceof Element (the console's) would be false.
        const target = typeof (event.target as Element | null)?.closest === 'function' ? (event.target as Element) : null;
        const tagged = target?.closest<HTMLElement>(`[${EXPLAIN_ATTRIBUTE}]`);
        highlighter.show(tagged ? [tagged] : []);
        onExplain(tagsAround(target));
      };
      doc.addEventListener('mouseover', point);
      doc.addEventListener('focusin', point);
      detach = () => {
        doc.removeEventListener('mouseover', point);
        doc.removeEventListener('focusin', point);
        highlighter.clear();
      };
    };
    attach();
    // A new page load (a new preview) brings a new document; navigations inside the site keep the same one.
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      detach();
    };
  }, [explain, onExplain, highlighter, preview.data?.id]);

  const title = t('frame.title', { view: label, merchant: merchantName });
  return (
    <Pane aria-labelledby={headingId}>
      <PaneHead>
        <h2 id={headingId}>{title}</h2>
        <label htmlFor={screenId}>
          {t('frame.screen')}
          <select id={screenId} value={screen} onChange={(event) => setScreen(event.target.value as Screen)}>
            {(Object.keys(SCREENS) as Screen[]).map((s) => (
              <option key={s} value={s}>
                {t(`frame.screens.${s}`, { width: SCREENS[s] })}
              </option>
            ))}
          </select>
        </label>
      </PaneHead>
      {preview.isPending ? (
        <Centre>
          <Spinner label={t('frame.loading')} />
        </Centre>
      ) : preview.isError ? (
        <ErrorState message={t(errorKeys(preview.error))} retryLabel={t('actions.retry')} onRetry={() => void preview.refetch()} />
      ) : (
        <>
          <Muted role="status">{preview.isPlaceholderData ? t('frame.updating') : t('frame.ready', { time: new Date(preview.data.expiresAt).toLocaleTimeString() })}</Muted>
          {/* Focusable, so a keyboard can scroll a frame wider than its pane. */}
          <FrameScroll tabIndex={0} role="region" aria-label={t('frame.screenOf', { view: label })}>
            <Frame ref={frameRef} $width={SCREENS[screen]} title={title} src={frameUrl(preview.data.view, preview.data.id)} data-preview-frame={label} />
          </FrameScroll>
        </>
      )}
    </Pane>
  );
});
