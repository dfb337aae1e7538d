// Explain mode's report: what made the part pointed at appear, and for keyboard users a list of every explained
// part of each frame's page; choosing one outlines it in the frame and explains it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { explainTag, parseExplainTags, type ExplainTag, type Explanation } from '../explain';
import { createHighlighter, frameDocument, taggedElements } from '../frame-highlight';
import type { PreviewMerchant, PreviewView } from '../../../engine/preview-view';
import { Muted, Panel } from './console-styles';

const Parts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Lines = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
`;

export interface ExplainedFrame {
  label: string;
  view: PreviewView;
  merchant: PreviewMerchant;
  frame: () => HTMLIFrameElement | null;
}

export interface ExplainPanelProps {
  frames: readonly ExplainedFrame[];
  /** What the pointer is over: the frame's index and the tags around it. */
  pointed: { frame: number; tags: ExplainTag[] } | null;
}

function useExplanationText() {
  const { t } = useTranslation('preview');
  return (e: Explanation) => {
    const words = Object.fromEntries(Object.entries(e.translated).map(([name, key]) => [name, t(key)]));
    return t(e.key, { ...e.values, ...words });
  };
}

export function ExplainPanel({ frames, pointed }: ExplainPanelProps) {
  const { t } = useTranslation('preview');
  const text = useExplanationText();
  const highlighter = useMemo(createHighlighter, []);
  const [parts, setParts] = useState<{ frame: number; tags: string[] }[] | null>(null);
  const [chosen, setChosen] = useState<{ frame: number; tags: ExplainTag[] } | null>(null);
  const shown = pointed ?? chosen;
  const target = shown ? frames[shown.frame] : undefined;

  const findParts = () => {
    setParts(
      frames.map((f, frame) => {
        const doc = frameDocument(f.frame());
        const tags = doc ? taggedElements(doc).flatMap((el) => (el.dataset.explain ?? '').split(/\s+/).filter(Boolean)) : [];
        return { frame, tags: [...new Set(tags)] };
      }),
    );
  };

  const choose = (frame: number, tag: string) => {
    const doc = frameDocument(frames[frame]?.frame() ?? null);
    const elements = doc ? taggedElements(doc).filter((el) => (el.dataset.explain ?? '').split(/\s+/).includes(tag)) : [];
    highlighter.show(elements);
    elements[0]?.scrollIntoView({ block: 'center' });
    setChosen({ frame, tags: parseExplainTags(tag) });
  };

  return (
    <Panel aria-labelledby="preview-explain-heading">
      <h2 id="preview-explain-heading">{t('explain.heading')}</h2>
      <Muted>{t('explain.hint')}</Muted>
      <div aria-live="polite" data-testid="explanation">
        {shown && target && shown.tags.length > 0 ? (
          <>
            <p>{t('explain.in', { view: target.label })}</p>
            <Lines>
              {shown.tags.map((tag) => (
                <li key={`${tag.kind}:${tag.id}`}>{text(explainTag(tag, target.merchant, target.view))}</li>
              ))}
            </Lines>
          </>
        ) : (
          <p>{t('explain.nothing')}</p>
        )}
      </div>
      <Button tone="ghost" onClick={findParts}>
        {t('explain.findParts')}
      </Button>
      {parts?.map(({ frame, tags }) => (
        <div key={frame}>
          <h3>{t('explain.partsOf', { view: frames[frame]?.label ?? '' })}</h3>
          {tags.length === 0 ? (
            <Muted>{t('explain.noParts')}</Muted>
          ) : (
            <Parts>
              {tags.map((tag) => (
                <li key={tag}>
                  <Button tone="ghost" onClick={() => choose(frame, tag)} onFocus={() => choose(frame, tag)}>
                    {tag}
                  </Button>
                </li>
              ))}
            </Parts>
          )}
        </div>
      ))}
    </Panel>
  );
}
