// The offer to a direct downline agent (M3-8, M4-4): the downline, the period (a dividend chooses one), the bet that
// makes a team member active and up to ten tiers, checked with the server's rules before sending; a refusal shows
// on its field, or above the button. Without downline agents it says so and leads to the team list (the members an
// agent registers are players, never agents, so registering one would not help).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled from 'styled-components';
import type { Currency } from '../../../engine/money';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Field, FieldError, Hint, Panel, Row } from '../../../ui/form-parts';
import { contractDownlinesQueryOptions, contractsKindKey, offerContract, OfferError, type ContractKind } from '../api/contracts-api';
import {
  checkOffer, emptyOffer, emptyTier, maxTiers, percentText, periodTypesOf, tierProblemMessage,
  type FormMessage, type OfferDraft, type OfferErrors, type TierDraft, type TierField,
} from '../model/offer-form';
import { contractErrorText } from './error-text';

const TIER_FIELDS: { name: TierField; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'minTeamBet', inputMode: 'decimal' },
  { name: 'minActiveMembers', inputMode: 'numeric' },
  { name: 'rate', inputMode: 'decimal' },
];

/** The panel's own padding is the room above its heading. */
const Heading = styled.h3`
  margin-top: 0;
`;

/**
 * A tier's three fields in equal columns, the remove button after them: a long message (Khmer's rate rule) wraps
 * under its own field instead of widening it and pushing the next field onto another line.
 */
const TierFields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  align-items: start;
  gap: ${({ theme }) => theme.spacing.sm};

  & > button {
    align-self: end;
    margin-bottom: ${({ theme }) => theme.spacing.lg};
  }
`;

const TierSet = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
  }
`;

export interface OfferFormProps {
  kind: ContractKind;
  currency: Currency;
  /** The best rate of the agent's own accepted contract of the kind: the most he may offer. */
  uplineMaxRate: number | null;
}

export function OfferForm({ kind, currency, uplineMaxRate }: OfferFormProps) {
  const { t, i18n } = useTranslation(['agentContracts', 'validation', 'common']);
  const id = useId();
  const queryClient = useQueryClient();
  const downlines = useQuery(contractDownlinesQueryOptions());
  const [draft, setDraft] = useState<OfferDraft>(() => emptyOffer(kind));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const offer = useMutation({
    mutationFn: offerContract,
    onSuccess: (contract) => {
      setSent(contract.downline.account);
      setDraft(emptyOffer(kind));
      void queryClient.invalidateQueries({ queryKey: contractsKindKey(kind) });
    },
    onError: (error) => {
      if (error instanceof OfferError && error.tier !== undefined && error.field !== undefined) {
        const tiers = draft.tiers.map(() => ({}) as Partial<Record<TierField, FormMessage>>);
        tiers[error.tier] = { [error.field]: tierProblemMessage(error.code, error.field, kind, uplineMaxRate) };
        setErrors({ tiers });
      }
    },
  });

  const text = (m: FormMessage) => t([m.key, 'validation:invalidFormat'], m.values);
  const fieldId = (name: string) => `${id}-${name}`;
  const periodChoices = periodTypesOf[kind];

  const setTier = (index: number, field: TierField, value: string) => {
    setDraft((d) => ({ ...d, tiers: d.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)) }));
    if (errors.tiers?.[index]?.[field]) setErrors((e) => ({ ...e, tiers: e.tiers?.map((te, i) => (i === index ? { ...te, [field]: undefined } : te)) }));
  };
  const setTiers = (tiers: TierDraft[]) => {
    setDraft((d) => ({ ...d, tiers }));
    setErrors((e) => ({ ...e, tiers: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    setSent(null);
    offer.reset();
    const checked = checkOffer(draft, kind, currency, uplineMaxRate, i18n.language);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = checked.errors.downline ? 'downline' : checked.errors.activeMinBet ? 'activeMinBet'
        : (() => {
          const index = checked.errors.tiers?.findIndex((te) => Object.values(te).some(Boolean)) ?? -1;
          const field = index >= 0 ? TIER_FIELDS.find((f) => checked.errors.tiers![index]![f.name])?.name : undefined;
          return field ? `tier${index}-${field}` : null;
        })();
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    offer.mutate(checked.offer);
  };

  const error = (name: string, message: FormMessage | undefined) =>
    message ? (
      <FieldError id={`${fieldId(name)}-error`} data-testid={`offer-error-${name}`}>
        {text(message)}
      </FieldError>
    ) : null;
  const invalid = (message: FormMessage | undefined, name: string) =>
    message ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {};

  let body;
  if (downlines.isPending) {
    body = <Skeleton $height="40px" />;
  } else if (downlines.isError) {
    body = (
      <FieldError role="alert">
        {contractErrorText(t, downlines.error)}{' '}
        <Button tone="ghost" onClick={() => void downlines.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </FieldError>
    );
  } else if (downlines.data.agents.length === 0) {
    body = (
      <p data-testid="offer-no-downlines">
        {t('offer.noDownlines')} <Link to="/agentHome/downlineManagmentView">{t('offer.teamLink')}</Link>
      </p>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Field>
          <label htmlFor={fieldId('downline')}>{t('offer.downline')}</label>
          <select
            id={fieldId('downline')}
            value={draft.downline}
            {...invalid(errors.downline, 'downline')}
            onChange={(e) => {
              setDraft((d) => ({ ...d, downline: e.target.value }));
              setErrors(({ downline: _gone, ...rest }) => rest);
            }}
          >
            <option value="">{t('offer.chooseDownline')}</option>
            {downlines.data.agents.map((a) => (
              <option key={a.account} value={a.account}>
                {a.account}
              </option>
            ))}
          </select>
          {error('downline', errors.downline)}
        </Field>
        {periodChoices.length > 1 ? (
          <Field>
            <label htmlFor={fieldId('period')}>{t('offer.period')}</label>
            <select id={fieldId('period')} value={draft.periodType} onChange={(e) => setDraft((d) => ({ ...d, periodType: e.target.value as OfferDraft['periodType'] }))}>
              {periodChoices.map((p) => (
                <option key={p} value={p}>
                  {t(`period.${p}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <p>{t('offer.settlesEvery', { period: t(`period.${periodChoices[0]}`) })}</p>
        )}
        <Field>
          <label htmlFor={fieldId('activeMinBet')}>{t('offer.activeMinBet', { code: currency.code })}</label>
          <input
            id={fieldId('activeMinBet')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.activeMinBet}
            {...invalid(errors.activeMinBet, 'activeMinBet')}
            onChange={(e) => {
              setDraft((d) => ({ ...d, activeMinBet: e.target.value }));
              setErrors(({ activeMinBet: _gone, ...rest }) => rest);
            }}
          />
          <Hint>{t('offer.activeMinBetHint')}</Hint>
          {error('activeMinBet', errors.activeMinBet)}
        </Field>
        <p>{t(kind === 'dividend' ? 'offer.tiersHintDividend' : 'offer.tiersHintSalary')}</p>
        {uplineMaxRate !== null ? <Hint data-testid="offer-upline-cap">{t('offer.uplineCap', { max: percentText(uplineMaxRate) })}</Hint> : null}
        {draft.tiers.map((tier, index) => (
          <TierSet key={index} data-testid="offer-tier">
            <legend>{t('tiers.tierN', { n: index + 1 })}</legend>
            <TierFields>
              {TIER_FIELDS.map(({ name, inputMode }) => {
                const key = `tier${index}-${name}`;
                const message = errors.tiers?.[index]?.[name];
                return (
                  <Field key={name}>
                    <label htmlFor={fieldId(key)}>
                      {name === 'minTeamBet' ? t('offer.minTeamBet', { code: currency.code }) : t(`offer.${name}`)}
                    </label>
                    <input
                      id={fieldId(key)}
                      inputMode={inputMode}
                      autoComplete="off"
                      value={tier[name]}
                      {...invalid(message, key)}
                      onChange={(e) => setTier(index, name, e.target.value)}
                    />
                    {error(key, message)}
                  </Field>
                );
              })}
              {draft.tiers.length > 1 ? (
                <Button tone="ghost" onClick={() => setTiers(draft.tiers.filter((_, i) => i !== index))}>
                  {t('offer.removeTier', { n: index + 1 })}
                </Button>
              ) : null}
            </TierFields>
          </TierSet>
        ))}
        <Row>
          {draft.tiers.length < maxTiers ? (
            <Button tone="secondary" onClick={() => setTiers([...draft.tiers, emptyTier()])}>
              {t('offer.addTier')}
            </Button>
          ) : null}
          <Button type="submit" aria-disabled={offer.isPending}>
            {offer.isPending ? t('offer.sending') : t('offer.send')}
          </Button>
        </Row>
        {offer.isError && !(offer.error instanceof OfferError && offer.error.tier !== undefined) ? (
          <FieldError role="alert" data-testid="offer-error">
            {contractErrorText(t, offer.error)}
          </FieldError>
        ) : null}
        {sent ? (
          <p role="status" data-testid="offer-sent">
            {t('offer.sent', { account: sent })}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('offer.heading')}</Heading>
      {body}
    </Panel>
  );
}
