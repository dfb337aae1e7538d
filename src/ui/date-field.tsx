// A calendar date typed or picked in the site language's order (src/lib/date-input.ts) instead of the browser's date
// input, whose format follows the operating system. The text box takes what a person types (26/11/2026 in Khmer or
// English-GB order, 2026/11/26 in Chinese, or YYYY-MM-DD anywhere); a button opens a month grid (the WAI-ARIA date
// picker dialog pattern: arrows move a day or a week, Page Up/Down a month, Home/End the week, Enter picks, Escape
// closes and gives focus back). The value given and taken is always YYYY-MM-DD.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { datePattern, formatDateInput, monthGrid, parseDateInput } from '../lib/date-input';
import { addDays } from '../lib/date-range';
import { focusRing } from './focus-ring';
import { FieldError } from './form-parts';
import { Icon } from './icons';
import { IconButton } from './icon-button';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 320px;

  input {
    flex: 1;
    min-width: 0;
  }
`;

const Popover = styled.div`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 30;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 30%);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;

  th {
    padding: 2px;
    font-size: 0.8rem;
    font-weight: 600;
    text-align: center;
  }
  td {
    padding: 1px;
  }
  button {
    width: 36px;
    height: 36px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    ${focusRing}
  }
  button[data-outside='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-current='date'] {
    border-color: currentColor;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const CalendarIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
const PreviousIcon = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);
const NextIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export interface DateFieldProps {
  /** The text box's id, for the caller's label. */
  id: string;
  /** YYYY-MM-DD. */
  value: string;
  /** The latest date that may be chosen (YYYY-MM-DD). */
  max?: string;
  /** Today in the merchant's time zone (YYYY-MM-DD), marked in the calendar; the browser's own clock and zone would
   * mark the wrong day for a player abroad or near midnight. */
  today: string;
  /** The field's name, for the calendar button ("Choose From"). */
  label: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const isoMonth = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });

export function DateField({ id, value, max, today, label, onChange, ...aria }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const [text, setText] = useState(() => formatDateInput(value, language));
  const [problem, setProblem] = useState<'invalid' | 'afterMax' | null>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocusedDay] = useState(value);
  // Arrows never land on a day after the latest allowed one (it is disabled and could not take focus).
  const setFocused = (day: string) => setFocusedDay(max && day > max ? max : day);
  const problemId = useId();
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { locale } = datePattern(language);
  const example = formatDateInput(max ?? value, language);

  // A value changed from outside (a preset, a reset) shows in the box; what the person is typing is left alone.
  useEffect(() => {
    setText((current) => (parseDateInput(current, language) === value ? current : formatDateInput(value, language)));
    setProblem(null);
  }, [value, language]);

  const accept = (next: string | null, final: boolean) => {
    if (next === null) {
      if (final) setProblem('invalid');
      return;
    }
    if (max && next > max) {
      setProblem('afterMax');
      return;
    }
    setProblem(null);
    if (next !== value) onChange(next);
  };

  const openCalendar = () => {
    setFocused(value && (!max || value <= max) ? value : (max ?? value));
    setOpen(true);
  };
  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) buttonRef.current?.focus();
  };
  const pick = (day: string) => {
    setText(formatDateInput(day, language));
    accept(day, true);
    close(true);
  };

  // The focused day takes focus whenever it moves, and when the grid opens.
  useEffect(() => {
    if (open) popoverRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  // A press outside the open calendar closes it.
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const shown = isoMonth(focused || value);
  const weeks = useMemo(() => monthGrid(shown.year, shown.month), [shown.year, shown.month]);
  // The grid and typed dates are Gregorian: so are the month's title and the days' names (Thai defaults to Buddhist years).
  const monthTitle = new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(shown.year, shown.month - 1, 1)));
  // Formatters are built once per language, not once per cell of the grid.
  const { weekday, weekdayLong, longDay } = useMemo(
    () => ({
      weekday: new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { weekday: 'long', timeZone: 'UTC' }),
      longDay: new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { dateStyle: 'full', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const dayDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

  const moveMonth = (months: number) => {
    const d = dayDate(focused);
    const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
    setFocused(target.toISOString().slice(0, 10));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const weekdayIndex = (dayDate(focused).getUTCDay() + 6) % 7;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setFocused(addDays(focused, document.dir === 'rtl' ? 1 : -1)),
      ArrowRight: () => setFocused(addDays(focused, document.dir === 'rtl' ? -1 : 1)),
      ArrowUp: () => setFocused(addDays(focused, -7)),
      ArrowDown: () => setFocused(addDays(focused, 7)),
      Home: () => setFocused(addDays(focused, -weekdayIndex)),
      End: () => setFocused(addDays(focused, 6 - weekdayIndex)),
      PageUp: () => moveMonth(event.shiftKey ? -12 : -1),
      PageDown: () => moveMonth(event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const invalid = aria['aria-invalid'] || problem !== null;
  const describedBy = [aria['aria-describedby'], problem ? problemId : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Wrap>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={example}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            accept(parseDateInput(e.target.value, language), false);
          }}
          onBlur={() => accept(parseDateInput(text, language), true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') accept(parseDateInput(text, language), true);
          }}
        />
        <IconButton
          ref={buttonRef}
          label={t('dateField.open', { label })}
          icon={<CalendarIcon />}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => (open ? close(false) : openCalendar())}
        />
        {open ? (
          <Popover
            ref={popoverRef}
            id={dialogId}
            role="dialog"
            aria-modal="false"
            aria-label={t('dateField.dialog', { label })}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                close(true);
              }
            }}
          >
            <Head>
              <IconButton label={t('dateField.previousMonth')} icon={<PreviousIcon />} onClick={() => moveMonth(-1)} />
              <h2 aria-live="polite">{monthTitle}</h2>
              <IconButton label={t('dateField.nextMonth')} icon={<NextIcon />} onClick={() => moveMonth(1)} />
            </Head>
            <Grid role="grid" aria-label={monthTitle} onKeyDown={onGridKey}>
              <thead>
                <tr>
                  {weeks[0]!.map((day) => (
                    <th key={day} scope="col" abbr={weekdayLong.format(dayDate(day))}>
                      {weekday.format(dayDate(day))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => (
                      <td key={day}>
                        <button
                          type="button"
                          data-day={day}
                          data-outside={Number(day.slice(5, 7)) !== shown.month}
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={longDay.format(dayDate(day))}
                          aria-pressed={day === value}
                          aria-current={day === today ? 'date' : undefined}
                          disabled={max !== undefined && day > max}
                          onClick={() => pick(day)}
                        >
                          {Number(day.slice(8, 10))}
                        </button>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Popover>
        ) : null}
      </Wrap>
      {problem ? (
        <FieldError id={problemId} role="alert" data-testid="date-field-error">
          {problem === 'invalid' ? t('dateField.invalid', { example }) : t('dateField.afterMax', { max: formatDateInput(max ?? '', language) })}
        </FieldError>
      ) : null}
    </>
  );
}
