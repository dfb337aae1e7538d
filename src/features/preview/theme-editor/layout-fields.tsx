// The layout variant and the home page's sections in the editor. Sections move with Up and Down buttons (keyboard
// users keep focus on the moved section's button; a status line says where it went), and each shows its settings.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Choice, Fieldset, Select } from '../components/console-styles';
import { moveSection, type HomeSection, type SectionType, type ThemeLayout } from './draft';
import { fieldId, Group, Note, NumberField, SelectField, TextField } from './fields';
import { boundsAt, CATEGORY_CHOICES, choicesAt, COLUMNS_BOUNDS, LIMIT_BOUNDS, SECTION_SETTINGS, SECTION_TYPES } from './schema-choices';
import { SectionKeys } from './section-keys';
import type { ProblemsAt } from './token-fields';

interface LayoutFieldsProps {
  layout: ThemeLayout;
  problemsAt: ProblemsAt;
  onChange: (layout: ThemeLayout) => void;
}

export function LayoutFields({ layout, problemsAt, onChange }: LayoutFieldsProps) {
  const { t } = useTranslation('preview');
  return (
    <Group legend={t('editor.layout.heading')}>
      <SelectField pointer="/layout/header/logo" label={t('editor.layout.logo')} value={layout.header.logo} options={choicesAt('layout', 'header', 'logo')} problems={problemsAt('/layout/header/logo')} onChange={(logo) => onChange({ ...layout, header: { ...layout.header, logo: logo as ThemeLayout['header']['logo'] } })} />
      <SelectField pointer="/layout/header/navigation" label={t('editor.layout.navigation')} value={layout.header.navigation} options={choicesAt('layout', 'header', 'navigation')} problems={problemsAt('/layout/header/navigation')} onChange={(navigation) => onChange({ ...layout, header: { ...layout.header, navigation: navigation as ThemeLayout['header']['navigation'] } })} />
      <SelectField pointer="/layout/sideMenu" label={t('editor.layout.sideMenu')} value={layout.sideMenu} options={choicesAt('layout', 'sideMenu')} problems={problemsAt('/layout/sideMenu')} onChange={(sideMenu) => onChange({ ...layout, sideMenu: sideMenu as ThemeLayout['sideMenu'] })} />
      <NumberField pointer="/layout/footer/columns" label={t('editor.layout.footerColumns')} value={layout.footer.columns} {...boundsAt('layout', 'footer', 'columns')} problems={problemsAt('/layout/footer/columns')} onChange={(columns) => onChange({ ...layout, footer: { columns } })} />
    </Group>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  code {
    flex: 1;
    font-weight: 600;
  }
  button {
    min-width: 44px;
    padding-inline: ${({ theme }) => theme.spacing.sm};
  }
`;

interface SectionsProps {
  sections: HomeSection[];
  language: string;
  problemsAt: ProblemsAt;
  onChange: (sections: HomeSection[]) => void;
}

type SectionAction = 'up' | 'down' | 'remove';

const buttonId = (key: string, action: SectionAction) => `te-section-${key}-${action}`;

export function SectionsEditor({ sections, language, problemsAt, onChange }: SectionsProps) {
  const { t } = useTranslation('preview');
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState<SectionType>(SECTION_TYPES[0] as SectionType);
  const addId = useId();
  const sectionKeys = useRef<SectionKeys>(null);
  sectionKeys.current ??= new SectionKeys();
  const keyStore = sectionKeys.current;
  const keys = keyStore.of(sections);

  // Rows are keyed by section, so a section moved up keeps its own buttons, and the focus on them. The element to
  // focus after a move or a removal is named by its section's key and focused in the commit that changes the list
  // (a layout effect), so focus is right before the browser runs anything else, another key press included. Rows
  // keyed by position, focused by position in a passive effect, left focus on the button at the old position, now
  // another section's, until that effect ran; the theme editor's keyboard journey moved that section instead.
  const focusAfterChange = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfterChange.current;
    if (id === null) return;
    focusAfterChange.current = null;
    document.getElementById(id)?.focus();
  }, [sections]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const section = sections[index]!;
    const atEdge = to === 0 || to === sections.length - 1;
    // At an end of the list the button in the direction of the move is disabled: focus takes the other one.
    focusAfterChange.current = buttonId(keys[index]!, atEdge ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down');
    onChange(moveSection(sections, index, delta));
    setAnnouncement(t('editor.sections.moved', { section: section.type, position: to + 1, count: sections.length }));
  };
  const remove = (index: number) => {
    const section = sections[index]!;
    // Focus goes to the section taking its place (the one above when it was the last), or to adding one.
    const next = keys[index + 1] ?? keys[index - 1];
    focusAfterChange.current = next !== undefined ? buttonId(next, 'remove') : `${addId}-button`;
    onChange(sections.filter((_, i) => i !== index));
    setAnnouncement(t('editor.sections.removed', { section: section.type }));
  };
  const add = () => {
    onChange([...sections, { type: adding }]);
    setAnnouncement(t('editor.sections.added', { section: adding, position: sections.length + 1 }));
  };
  const setSettings = (index: number, settings: HomeSection['settings']) =>
    onChange(
      sections.map((s, i) => {
        if (i !== index) return s;
        const edited: HomeSection = { type: s.type, ...(settings && Object.keys(settings).length > 0 ? { settings } : {}) };
        keyStore.carry(s, edited);
        return edited;
      }),
    );

  return (
    <Group legend={t('editor.sections.heading')}>
      <Note role="status">{announcement}</Note>
      {sections.length === 0 ? <Note>{t('editor.sections.empty')}</Note> : null}
      <List aria-label={t('editor.sections.list')}>
        {sections.map((section, index) => (
          <Item key={keys[index]}>
            <ItemHead>
              <code>{`${index + 1}. ${section.type}`}</code>
              <Button tone="secondary" id={buttonId(keys[index]!, 'up')} disabled={index === 0} aria-label={t('editor.sections.up', { section: section.type, position: index + 1 })} onClick={() => move(index, -1)}>
                ↑
              </Button>
              <Button tone="secondary" id={buttonId(keys[index]!, 'down')} disabled={index === sections.length - 1} aria-label={t('editor.sections.down', { section: section.type, position: index + 1 })} onClick={() => move(index, 1)}>
                ↓
              </Button>
              <Button tone="ghost" id={buttonId(keys[index]!, 'remove')} aria-label={t('editor.sections.remove', { section: section.type, position: index + 1 })} onClick={() => remove(index)}>
                ✕
              </Button>
            </ItemHead>
            <SectionSettings index={index} section={section} language={language} problemsAt={problemsAt} onChange={(settings) => setSettings(index, settings)} />
          </Item>
        ))}
      </List>
      <Fieldset>
        <legend>{t('editor.sections.add')}</legend>
        <label htmlFor={addId}>{t('editor.sections.type')}</label>
        <Select id={addId} value={adding} onChange={(event) => setAdding(event.target.value as SectionType)}>
          {SECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
        <Button tone="secondary" id={`${addId}-button`} onClick={add}>
          {t('editor.sections.addButton')}
        </Button>
      </Fieldset>
    </Group>
  );
}

type Settings = NonNullable<HomeSection['settings']>;

interface SectionSettingsProps {
  index: number;
  section: HomeSection;
  language: string;
  problemsAt: ProblemsAt;
  onChange: (settings: Settings) => void;
}

function SectionSettings({ index, section, language, problemsAt, onChange }: SectionSettingsProps) {
  const { t } = useTranslation('preview');
  const names = SECTION_SETTINGS[section.type] ?? [];
  if (names.length === 0) return null;
  const settings: Settings = section.settings ?? {};
  const at = (name: string) => `/home/sections/${index}/settings/${name}`;
  const without = (name: keyof Settings) => {
    const { [name]: _drop, ...rest } = settings;
    return rest;
  };
  // Texts per language code; the generated type names each code, so they are read as a plain record here.
  const textsOf = (name: 'title' | 'body'): Record<string, string | undefined> => ({ ...settings[name] });
  const text = (name: 'title' | 'body') => textsOf(name)[language] ?? '';
  const setText = (name: 'title' | 'body', value: string) => {
    const texts = textsOf(name);
    if (value === '') delete texts[language];
    else texts[language] = value;
    onChange(Object.keys(texts).length > 0 ? { ...settings, [name]: texts } : without(name));
  };
  const categories = settings.categories ?? [];
  return (
    <>
      {names.includes('columns') ? (
        <NumberField pointer={at('columns')} label={t('editor.sections.columns', { section: section.type })} value={settings.columns ?? 4} {...COLUMNS_BOUNDS} problems={problemsAt(at('columns'))} onChange={(columns) => onChange({ ...settings, columns })} />
      ) : null}
      {names.includes('limit') ? (
        <NumberField pointer={at('limit')} label={t('editor.sections.limit', { section: section.type })} value={settings.limit ?? 6} {...LIMIT_BOUNDS} problems={problemsAt(at('limit'))} onChange={(limit) => onChange({ ...settings, limit })} />
      ) : null}
      {names.includes('title') ? <TextField pointer={at('title')} label={t('editor.sections.title', { section: section.type, language })} value={text('title')} problems={problemsAt(at('title'))} onChange={(value) => setText('title', value)} /> : null}
      {names.includes('body') ? <TextField multiline pointer={at('body')} label={t('editor.sections.body', { section: section.type, language })} value={text('body')} problems={problemsAt(at('body'))} onChange={(value) => setText('body', value)} /> : null}
      {names.includes('categories') ? (
        <Fieldset id={fieldId(at('categories'))} tabIndex={-1}>
          <legend>{t('editor.sections.categories', { section: section.type })}</legend>
          <Note>{t('editor.sections.categoriesHint')}</Note>
          {CATEGORY_CHOICES.map((category) => (
            <Choice key={category}>
              <input
                type="checkbox"
                checked={categories.includes(category as never)}
                onChange={(event) => {
                  const next = event.target.checked ? [...categories, category] : categories.filter((c) => c !== category);
                  onChange(next.length > 0 ? { ...settings, categories: next as Settings['categories'] } : without('categories'));
                }}
              />
              {category}
            </Choice>
          ))}
        </Fieldset>
      ) : null}
    </>
  );
}
