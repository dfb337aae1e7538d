// The language selector's searchable list (language-selector.tsx), loaded at its first open: a search field (the APG
// combobox) over a listbox of the languages. Typing filters by the native name, the English name or the code; arrows,
// Home, End and the page keys move, Enter chooses, Escape closes and gives the focus back to the button, Tab leaves.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { englishNameOf, nativeNameOf } from '../engine/language-names';

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

/** The languages whose own name, English name or code contain the query, ignoring case and accents. */
export function filterLanguages(languages: readonly string[], query: string, nameOf: (l: string) => string = nativeNameOf, termsOf: (l: string) => string = englishNameOf): string[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  if (!wanted) return [...languages];
  return languages.filter((language) => fold(`${nameOf(language)} ${termsOf(language)} ${language}`).includes(wanted));
}

export interface LanguageListProps {
  /** The selector's id, the prefix of the list's and the options' ids. */
  id: string;
  label: string;
  languages: readonly string[];
  value: string;
  searchLabel: string;
  noMatch: string;
  align: 'start' | 'end';
  onChoose: (language: string) => void;
  /** Closes the list; with true the focus goes back to the button. */
  onClose: (focusTrigger: boolean) => void;
}

export function LanguageList({ id, label, languages, value, searchLabel, noMatch, align, onChoose, onClose }: LanguageListProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(() => Math.max(0, languages.indexOf(value)));
  const search = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterLanguages(languages, query), [languages, query]);
  const listId = `${id}-list`;
  const optionId = (language: string) => `${id}-option-${language}`;

  useEffect(() => search.current?.focus(), []);

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
      if (language) onChoose(language);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
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
            onClick={() => onChoose(language)}
          >
            {nativeNameOf(language)}
          </Option>
        ))}
      </List>
    </Popup>
  );
}
