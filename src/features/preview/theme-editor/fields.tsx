// Small labelled inputs of the theme editor. Each input's id comes from the JSON pointer of the value it edits
// (fieldId), so a problem of the linter, which names a pointer, can show beside its field and move focus to it.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, Select, TextInput } from '../components/console-styles';

export const fieldId = (pointer: string) => `te${pointer.replace(/[^A-Za-z0-9]+/g, '-')}`;

export const Note = styled.span<{ $tone?: 'danger' }>`
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 0.875rem;
  font-weight: 400;
`;

/** The problems the linter reports at a pointer, said under the field it concerns. */
export function FieldProblems({ id, problems }: { id: string; problems: readonly string[] }) {
  const { t } = useTranslation('preview');
  if (problems.length === 0) return null;
  return (
    <Note id={id} $tone="danger">
      {t('editor.problems.atField', { count: problems.length })}
    </Note>
  );
}

interface SelectFieldProps {
  pointer: string;
  label: string;
  value: string;
  options: readonly string[];
  problems?: readonly string[];
  onChange: (value: string) => void;
}

export function SelectField({ pointer, label, value, options, problems = [], onChange }: SelectFieldProps) {
  const noteId = useId();
  return (
    <Field>
      {label}
      <Select id={fieldId(pointer)} value={value} aria-describedby={problems.length > 0 ? noteId : undefined} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <FieldProblems id={noteId} problems={problems} />
    </Field>
  );
}

interface NumberFieldProps {
  pointer: string;
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  problems?: readonly string[];
  onChange: (value: number) => void;
}

/** A number kept as typed while it is being written; a finite number is passed on at once. */
export function NumberField({ pointer, label, value, min, max, step = 1, problems = [], onChange }: NumberFieldProps) {
  const noteId = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText((current) => (Number(current) === value ? current : String(value))), [value]);
  return (
    <Field>
      {label}
      <TextInput
        id={fieldId(pointer)}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-describedby={problems.length > 0 ? noteId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const n = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(n)) onChange(n);
        }}
      />
      <FieldProblems id={noteId} problems={problems} />
    </Field>
  );
}

interface TextFieldProps {
  pointer: string;
  label: string;
  value: string;
  multiline?: boolean;
  problems?: readonly string[];
  onChange: (value: string) => void;
}

export function TextField({ pointer, label, value, multiline, problems = [], onChange }: TextFieldProps) {
  const noteId = useId();
  const common = { id: fieldId(pointer), value, 'aria-describedby': problems.length > 0 ? noteId : undefined };
  return (
    <Field>
      {label}
      {multiline ? (
        <TextArea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextInput {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldProblems id={noteId} problems={problems} />
    </Field>
  );
}

const TextArea = styled.textarea`
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ColourRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 44px 7.5em;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};

  input[type='color'] {
    width: 44px;
    height: 40px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  input[type='color']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  code {
    overflow-wrap: anywhere;
  }
  > span {
    grid-column: 1 / -1;
  }
`;

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColourFieldProps {
  pointer: string;
  token: string;
  paletteName: string;
  value: string;
  problems: readonly string[];
  onChange: (hex: string) => void;
}

/** A colour picker and its hex field side by side; the hex is passed on only once it is a whole #rrggbb. */
export function ColourField({ pointer, token, paletteName, value, problems, onChange }: ColourFieldProps) {
  const { t } = useTranslation('preview');
  const nameId = useId();
  const invalidId = useId();
  const problemId = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = HEX.test(text);
  const described = [valid ? '' : invalidId, problems.length > 0 ? problemId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <ColourRow>
      <code id={nameId}>{token}</code>
      <input type="color" value={HEX.test(value) ? value.toLowerCase() : '#000000'} aria-label={t('editor.colour.picker', { token, palette: paletteName })} onChange={(event) => onChange(event.target.value)} />
      <TextInput
        id={fieldId(pointer)}
        value={text}
        spellCheck={false}
        aria-label={t('editor.colour.hex', { token, palette: paletteName })}
        aria-invalid={!valid}
        aria-describedby={described}
        onChange={(event) => {
          setText(event.target.value);
          if (HEX.test(event.target.value)) onChange(event.target.value.toLowerCase());
        }}
      />
      {valid ? null : <Note id={invalidId} $tone="danger">{t('editor.colour.invalid')}</Note>}
      {problems.length > 0 ? <FieldProblems id={problemId} problems={problems} /> : null}
    </ColourRow>
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <details>
      <summary>{legend}</summary>
      <GroupBody>{children}</GroupBody>
    </details>
  );
}

const GroupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-block: ${({ theme }) => theme.spacing.sm};
`;
