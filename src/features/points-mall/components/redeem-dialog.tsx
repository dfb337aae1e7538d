// Redeem one mall reward (spec M7-13): quantity, the points it costs, an address for a physical item and the login
// password. The body is sealed before it leaves; one idempotency key per attempt, so a double submit redeems once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { focusRing } from '../../../ui/focus-ring';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { areaErrorText } from '../../../lib/error-texts';
import { useRedeem, type MallReward } from '../api/points-api';

export const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    font-weight: 600;
  }
  input,
  textarea {
    min-height: 40px;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${focusRing}
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.spacing.sm};
    margin-top: ${({ theme }) => theme.spacing.sm};
  }
`;

export function RedeemDialog({ reward, balance, onClose }: { reward: MallReward; balance: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(['points', 'common']);
  const toast = useToast();
  const redeem = useRedeem(i18n.language);
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);
  const ids = { quantity: useId(), address: useId(), password: useId(), total: useId() };

  const qty = Number(quantity);
  const qtyOk = Number.isInteger(qty) && qty >= 1 && qty <= Math.min(99, reward.stock);
  const total = qtyOk ? qty * reward.pointsPrice : 0;
  const enough = total <= balance;
  const addressOk = !reward.physical || address.trim().length > 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!qtyOk || !enough || !addressOk || password.length === 0) {
      setError(!qtyOk ? t('errors.invalid_quantity') : !enough ? t('errors.insufficient_points') : !addressOk ? t('errors.address_required') : t('redeem.passwordRequired'));
      return;
    }
    setError(null);
    attempt.current ??= newIdempotencyKey();
    redeem.mutate(
      { rewardId: reward.rewardId, amount: total, quantity: qty, address: address.trim(), password, idempotencyKey: attempt.current },
      {
        onSuccess: () => {
          toast(t('redeem.done', { title: reward.title }));
          onClose();
        },
        onError: (e) => {
          attempt.current = null;
          setPassword('');
          setError(areaErrorText(t, 'points', e));
        },
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={t('redeem.title', { title: reward.title })} closeLabel={t('common:actions.close')}>
      <FormBox onSubmit={onSubmit} noValidate data-testid="redeem-form">
        <label htmlFor={ids.quantity}>{t('redeem.quantity')}</label>
        <input id={ids.quantity} type="number" inputMode="numeric" min={1} max={Math.min(99, reward.stock)} value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={!qtyOk} aria-describedby={ids.total} />
        <p id={ids.total} data-testid="redeem-total">{t('redeem.total', { points: total.toLocaleString(i18n.language), balance: balance.toLocaleString(i18n.language) })}</p>
        <label htmlFor={ids.address}>{reward.physical ? t('redeem.address') : t('redeem.addressOptional')}</label>
        <textarea id={ids.address} value={address} maxLength={200} onChange={(e) => setAddress(e.target.value)} autoComplete="street-address" aria-invalid={error !== null && !addressOk} />
        <label htmlFor={ids.password}>{t('redeem.password')}</label>
        <input id={ids.password} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        {error && <p className="error" role="alert">{error}</p>}
        <div className="actions">
          <Button tone="ghost" onClick={onClose}>{t('redeem.cancel')}</Button>
          <Button type="submit" disabled={redeem.isPending}>{redeem.isPending ? t('redeem.sending') : t('redeem.submit')}</Button>
        </div>
      </FormBox>
    </Modal>
  );
}
