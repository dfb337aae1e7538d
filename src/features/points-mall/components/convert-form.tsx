// Points to money (spec M7-12): whole exchange steps, at least the minimum, at most the balance; the money goes to
// the main wallet. One idempotency key per attempt.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { areaErrorText } from '../../../lib/error-texts';
import { useConvert, type PointsBalance } from '../api/points-api';
import { FormBox } from './redeem-dialog';

export function ConvertForm({ points }: { points: PointsBalance }) {
  const { t, i18n } = useTranslation(['points', 'common']);
  const toast = useToast();
  const convert = useConvert();
  const { config } = points;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);
  const ids = { input: useId(), hint: useId() };
  const n = Number(value);
  const money = Number.isInteger(n) && n > 0 ? Math.floor(n / config.exchangePoints) * config.exchangeMoney : 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    let problem: string | null = null;
    if (!Number.isInteger(n) || n <= 0) problem = t('errors.invalid_points');
    else if (n < config.minConvertPoints) problem = t('errors.points_below_minimum');
    else if (n % config.exchangePoints !== 0) problem = t('errors.points_not_multiple');
    else if (n > points.balance) problem = t('errors.insufficient_points');
    setError(problem);
    if (problem) return;
    attempt.current ??= newIdempotencyKey();
    convert.mutate(
      { points: n, idempotencyKey: attempt.current },
      {
        onSuccess: (r) => {
          attempt.current = null;
          setValue('');
          toast(t('convert.done', { points: r.points.toLocaleString(i18n.language), money: formatMoney(r.money, config.currency, { locale: i18n.language }) }));
        },
        onError: (e) => {
          attempt.current = null;
          setError(areaErrorText(t, 'points', e));
        },
      },
    );
  }

  return (
    <FormBox onSubmit={onSubmit} noValidate data-testid="convert-form">
      <label htmlFor={ids.input}>{t('convert.label')}</label>
      <input id={ids.input} type="number" inputMode="numeric" min={config.minConvertPoints} step={config.exchangePoints} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={ids.hint} aria-invalid={error !== null} />
      <p id={ids.hint}>{t('convert.hint', { step: config.exchangePoints, min: config.minConvertPoints, money: formatMoney(money, config.currency, { locale: i18n.language }) })}</p>
      {error && <p className="error" role="alert">{error}</p>}
      <div className="actions">
        <Button type="submit" disabled={convert.isPending}>{t('convert.submit')}</Button>
      </div>
    </FormBox>
  );
}
