// The bet slip of a self-run (LOTT) game: a bet type with its published odds, a position where the type has one,
// a pick, and a stake in the merchant currency. One idempotency key per attempt, so a double click or a retry after
// a network failure bets once. External vendors' games say that betting opens at the vendor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseMoneyInput } from '../../../engine/money';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { walletKeys } from '../../../lib/wallet-keys';
import { Field, FieldError, Hint } from '../../../ui/form-parts';
import { keepsAttemptKey } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useFormatMoney } from '../../../lib/use-format-money';
import { lotteryKeys, placeBet, type IssueInfo } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import { formatOdds, potentialWin } from '../rules/lottery-rules';
import { CountdownText } from './draw-panel';
import { Chips, Fieldset, Panel } from './parts';

export function pickLabel(t: (key: string) => string, pick: string): string {
  return pick === 'big' || pick === 'small' ? t(`picks.${pick}`) : pick;
}

// Stacked (phones), the bar stays at the foot of the screen, above the merchant's bottom bar when it has one, until the
// slip itself scrolls into view; then it rests just above the slip. Wider, the slip sits beside the menu and needs no bar.
const Bar = styled.div`
  display: none;

  @media (max-width: 760px) {
    position: sticky;
    inset-block-end: var(--bottom-bar-block-size, env(safe-area-inset-bottom));
    z-index: 5;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin-block-end: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 -4px 16px rgb(0 0 0 / 30%);
  }

  p {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 0.9rem;
    line-height: 1.3;
  }
  strong {
    display: block;
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }
`;

const SLIP_ID = 'lottery-slip';

/** The sticky bar that leads to the slip on a phone: the issue, its closing countdown and a button to the slip. */
export function BetSlipBar({ issue, now }: { issue: IssueInfo; now: number }) {
  const { t } = useTranslation('lottery');
  if (!issue.bettable || issue.betTypes.length === 0) return null;
  const closesIn = Date.parse(issue.closeAt) - now;
  const toSlip = () => {
    const slip = document.getElementById(SLIP_ID);
    slip?.scrollIntoView({ block: 'start' });
    slip?.querySelector<HTMLInputElement>('input:checked, input')?.focus({ preventScroll: true });
  };
  return (
    <Bar data-testid="lottery-slip-bar">
      <p>
        {t('slip.issue', { issue: issue.issue })}
        <strong>{closesIn > 0 ? <>{t('slip.closesIn')} <CountdownText ms={closesIn} /></> : t('slip.closedShort')}</strong>
      </p>
      <Button onClick={toSlip}>{t('slip.title')}</Button>
    </Bar>
  );
}

export function BetSlip({ issue, now }: { issue: IssueInfo; now: number }) {
  const { t, i18n } = useTranslation(['lottery', 'validation', 'common']);
  const format = useFormatMoney();
  const { currency } = usePermission().merchant;
  const toast = useToast();
  const queryClient = useQueryClient();
  const [betType, setBetType] = useState(issue.betTypes[0]?.betType ?? '');
  const [position, setPosition] = useState(1);
  const [pick, setPick] = useState<string | null>(null);
  const [stakeText, setStakeText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const ids = { type: useId(), position: useId(), pick: useId(), stake: useId(), stakeHint: useId(), error: useId() };

  // Another game has other bet types: start over with its first one.
  useEffect(() => {
    setBetType(issue.betTypes[0]?.betType ?? '');
    setPick(null);
    setPosition(1);
    attemptKey.current = null;
  }, [issue.gameCode]); // eslint-disable-line react-hooks/exhaustive-deps

  const rule = issue.betTypes.find((r) => r.betType === betType) ?? issue.betTypes[0];
  const closesIn = Date.parse(issue.closeAt) - now;

  const mutation = useMutation({
    mutationFn: (amount: number) => {
      attemptKey.current ??= newIdempotencyKey();
      return placeBet({
        gameCode: issue.gameCode, issue: issue.issue, betType: rule!.betType, position: rule!.positions ? position : null, pick: pick!, amount,
        idempotencyKey: attemptKey.current, language: i18n.language,
      });
    },
    onSuccess: (result) => {
      attemptKey.current = null;
      setStakeText('');
      setPick(null);
      toast(t('slip.placed', { issue: result.bet.issue }));
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    },
    onError: (error) => {
      if (!keepsAttemptKey(error)) attemptKey.current = null;
      // A closed issue: the page moves on to the next one.
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.issue(issue.gameCode) });
    },
  });

  // Changing the bet is a new attempt, with a new key.
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    attemptKey.current = null;
    setFieldError(null);
    if (!mutation.isPending) mutation.reset();
  };

  if (!issue.bettable || !rule) {
    return (
      <Panel aria-labelledby="lottery-slip-title" data-testid="lottery-at-vendor">
        <h2 id="lottery-slip-title">{t('slip.title')}</h2>
        <p>{t('slip.atVendor', { vendor: issue.vassalage })}</p>
      </Panel>
    );
  }

  const parsed = parseMoneyInput(stakeText, currency, i18n.language);
  const win = parsed.ok && parsed.minorUnits > 0 ? potentialWin(parsed.minorUnits, rule.odds) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (pick === null) return setFieldError(t('slip.pickRequired'));
    const stake = parseMoneyInput(stakeText, currency, i18n.language);
    if (!stake.ok) return setFieldError(t(`validation:${stake.error.key}`, stake.error.values));
    if (stake.minorUnits < issue.stake.min) return setFieldError(t('errors.amount_below_minimum'));
    if (stake.minorUnits > issue.stake.max) return setFieldError(t('errors.amount_above_maximum'));
    setFieldError(null);
    mutation.mutate(stake.minorUnits);
  };

  const serverError = mutation.isError ? lotteryErrorText(t, mutation.error, 'lottery:errors.betFailed') : null;
  const error = fieldError ?? serverError;

  return (
    <Panel id={SLIP_ID} aria-labelledby="lottery-slip-title" data-testid="lottery-slip">
      <h2 id="lottery-slip-title">{t('slip.title')}</h2>
      <p>
        <strong>{t('slip.issue', { issue: issue.issue })}</strong>
        {' · '}
        {closesIn > 0 ? (
          <span>
            {t('slip.closesIn')} <CountdownText ms={closesIn} />
          </span>
        ) : (
          <span>{t('slip.closed')}</span>
        )}
      </p>
      <form onSubmit={onSubmit} noValidate aria-describedby={error ? ids.error : undefined}>
        <Fieldset>
          <legend>{t('slip.betType')}</legend>
          <Chips>
            {issue.betTypes.map((r) => (
              <label key={r.betType}>
                <input type="radio" name={ids.type} value={r.betType} checked={r.betType === rule.betType}
                  onChange={() => { edit(setBetType)(r.betType); setPick(null); }} />
                <span>{t(`betTypes.${r.betType}.name`)} · {t('slip.odds', { odds: formatOdds(r.odds, i18n.language) })}</span>
              </label>
            ))}
          </Chips>
          <Hint>{t(`betTypes.${rule.betType}.rule`)}</Hint>
        </Fieldset>

        {rule.positions ? (
          <Field>
            <label htmlFor={ids.position}>{t('slip.position')}</label>
            <select id={ids.position} value={position} onChange={(e) => edit(setPosition)(Number(e.target.value))}>
              {Array.from({ length: rule.positions }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {t('slip.positionN', { n: i + 1 })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}

        <Fieldset>
          <legend>{t('slip.pick')}</legend>
          <Chips data-testid="lottery-picks">
            {rule.picks.map((p) => (
              <label key={p}>
                <input type="radio" name={ids.pick} value={p} checked={pick === p} onChange={() => edit(setPick)(p)} />
                <span>{pickLabel(t, p)}</span>
              </label>
            ))}
          </Chips>
        </Fieldset>

        <Field>
          <label htmlFor={ids.stake}>{t('slip.stake', { currency: currency.code })}</label>
          <input
            id={ids.stake}
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            aria-invalid={fieldError !== null}
            aria-describedby={ids.stakeHint}
            onChange={(e) => edit(setStakeText)(e.target.value)}
          />
          <Hint id={ids.stakeHint}>{t('slip.stakeHint', { min: format(issue.stake.min), max: format(issue.stake.max) })}</Hint>
        </Field>
        {win !== null ? <p data-testid="lottery-potential-win">{t('slip.potentialWin', { amount: format(win) })}</p> : null}
        {error ? (
          <FieldError id={ids.error} role="alert">
            {error}
          </FieldError>
        ) : null}
        <Button type="submit" disabled={mutation.isPending || closesIn <= 0}>
          {mutation.isPending ? t('slip.placing') : t('slip.place')}
        </Button>
      </form>
    </Panel>
  );
}
