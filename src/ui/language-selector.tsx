// The language selector of the header, the side menu and the drawer: a button with the current language's own
// name that opens a searchable list (the APG combobox-with-listbox pattern). Typing filters by the native name,
// the English name or the code ("arab", "عر", "ar" all find Arabic); arrows move, Enter chooses, Escape closes and
// gives the focus back to the button. Each option carries its lang, so screen readers read it in its own voice.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { withChunkTimeout } from '../lib/chunk-load';
import { focusRing } from './focus-ring';

// The searchable list (language-list.tsx) loads at the first open, or when the pointer or the focus reaches the
// button: the home draws only the button (docs/lobby-client.md "Weight").
const loadList = withChunkTimeout(() => import('./language-list'));
const LanguageList = lazy(() => loadList().then((m) => ({ default: m.LanguageList })));
const preloadList = () => void loadList().catch(() => undefined);

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  > span {
    font-size: 0.875rem;
  }
`;

const Trigger = styled.button`
  min-height: 40px;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  ${focusRing}

  svg {
    flex: none;
  }
`;

/** Where the list appears while its code arrives (the first open only): the popup's place, announced as loading. */
const Pending = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 60;
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing.xs});
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export interface LanguageSelectorProps {
  label: string;
  languages: readonly string[];
  /** The chosen language's own name (an autonym), on the button; the list names each language itself. */
  currentName: string;
  value: string;
  onChange: (language: string) => void;
  /** Hides the visible label where an icon or the context already says what the control is. */
  hideLabel?: boolean;
  /** The search field's label and placeholder, and the line shown when nothing matches. */
  searchLabel?: string;
  noMatch?: string;
  /** What shows in the list's place while its code arrives (the first open only). */
  loadingLabel?: string;
  /** Which edge of the button the list lines up with (end in the header, start in the side menu). */
  align?: 'start' | 'end';
}

export function LanguageSelector({
  label,
  languages,
  currentName,
  value,
  onChange,
  hideLabel = false,
  searchLabel = 'Search',
  noMatch = '—',
  loadingLabel = '…',
  align = 'end',
}: LanguageSelectorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };
  const choose = (language: string) => {
    close(true);
    if (language !== value) onChange(language);
  };

  const current = currentName;
  return (
    <Wrapper ref={wrapper}>
      {hideLabel ? null : <span aria-hidden="true">{label}</span>}
      <Trigger
        ref={trigger}
        type="button"
        aria-label={`${label}: ${current}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span lang={value}>{current}</span>
        <Chevron />
      </Trigger>
      {open ? (
        <Suspense fallback={<Pending $align={align} role="status">{loadingLabel}</Pending>}>
          <LanguageList
            id={id}
            label={label}
            languages={languages}
            value={value}
            searchLabel={searchLabel}
            noMatch={noMatch}
            align={align}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}
