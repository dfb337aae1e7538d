// The language selector of the header, the side menu and the drawer: a button with the current language's own
// name that opens a searchable list (the APG combobox-with-listbox pattern). Typing filters by the native name,
// the English name or the code ("arab", "عر", "ar" all find Arabic); arrows move, Enter chooses, Escape closes and
// gives the focus back to the button. Each option carries its lang, so screen readers read it in its own voice.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

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

const Popup = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 60;
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing.xs});
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  inline-size: min(18rem, calc(100vw - 2 * ${({ theme }) => theme.spacing.lg}));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.3);
`;

const Search = styled.input`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: min(50vh, 20rem);
  overflow-y: auto;
`;

const Option = styled.li<{ $active: boolean }>`
  min-height: 40px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-inline: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : 'inherit')};

  &[aria-selected='true'] {
    font-weight: 700;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
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
  /** The language's own name (an autonym), shown whatever the current language is. */
  nameOf: (language: string) => string;
  /** More words the search matches (the English name), not shown. */
  searchTermsOf?: (language: string) => string;
  value: string;
  onChange: (language: string) => void;
  /** Hides the visible label where an icon or the context already says what the control is. */
  hideLabel?: boolean;
  /** The search field's label and placeholder, and the line shown when nothing matches. */
  searchLabel?: string;
  noMatch?: string;
  /** Which edge of the button the list lines up with (end in the header, start in the side menu). */
  align?: 'start' | 'end';
}

/** The languages whose name, extra terms or code contain the query, ignoring case and accents. */
export function filterLanguages(languages: readonly string[], query: string, nameOf: (l: string) => string, termsOf: (l: string) => string = () => ''): string[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  if (!wanted) return [...languages];
  return languages.filter((language) => fold(`${nameOf(language)} ${termsOf(language)} ${language}`).includes(wanted));
}

export function LanguageSelector({
  label,
  languages,
  nameOf,
  searchTermsOf,
  value,
  onChange,
  hideLabel = false,
  searchLabel = 'Search',
  noMatch = '—',
  align = 'end',
}: LanguageSelectorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterLanguages(languages, query, nameOf, searchTermsOf), [languages, query, nameOf, searchTermsOf]);
  const listId = `${id}-list`;
  const optionId = (language: string) => `${id}-option-${language}`;

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, languages.indexOf(value)));
    setOpen(true);
  };
  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };
  const choose = (language: string) => {
    close(true);
    if (language !== value) onChange(language);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 8),
      PageUp: () => Math.max(0, active - 8),
    };
    const move = moves[event.key];
    if (move && shown.length > 0) {
      event.preventDefault();
      const next = move();
      setActive(next);
      document.getElementById(optionId(shown[next]!))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const language = shown[active];
      if (language) choose(language);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const current = nameOf(value);
  return (
    <Wrapper ref={wrapper}>
      {hideLabel ? null : <span aria-hidden="true">{label}</span>}
      <Trigger
        ref={trigger}
        type="button"
        aria-label={`${label}: ${current}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span lang={value}>{current}</span>
        <Chevron />
      </Trigger>
      {open ? (
        <Popup $align={align}>
          <Search
            ref={search}
            type="search"
            role="combobox"
            aria-label={searchLabel}
            placeholder={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(shown[active]) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
          />
          {shown.length === 0 ? <Empty role="status">{noMatch}</Empty> : null}
          <List id={listId} role="listbox" aria-label={label}>
            {shown.map((language, index) => (
              <Option
                key={language}
                id={optionId(language)}
                role="option"
                lang={language}
                aria-selected={language === value}
                $active={index === active}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(language)}
              >
                {nameOf(language)}
              </Option>
            ))}
          </List>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
