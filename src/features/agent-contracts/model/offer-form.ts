// The offer form (M3-8): what the agent typed becomes contract terms in integers (amounts in minor units, rates in
// basis points), checked with the server's own rules (checkTerms) before sending, each problem on its field.
import { parseMoneyInput, type Currency } from '../../../engine/money';
import {
  checkTerms, maxActiveMembers, maxRateOf, maxThreshold, maxTiers, periodTypesOf, type ContractKind, type PeriodType, type Tier,
} from '../../../engine/contract-terms';
import type { Offer } from '../api/contracts-api';

export { maxTiers, periodTypesOf };
export type { PeriodType };

export interface TierDraft {
  /** Major units as typed ("1,000.50"). */
  minTeamBet: string;
  minActiveMembers: string;
  /** A percentage with at most two decimals ("1.5" is 150 basis points). */
  rate: string;
}

export interface OfferDraft {
  downline: string;
  periodType: PeriodType;
  activeMinBet: string;
  tiers: TierDraft[];
}

/** A message as a full i18n key (namespace included) and its values. */
export interface FormMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type TierField = keyof Tier;
export interface OfferErrors {
  downline?: FormMessage;
  activeMinBet?: FormMessage;
  tiers?: Partial<Record<TierField, FormMessage>>[];
}

export const emptyTier = (): TierDraft => ({ minTeamBet: '', minActiveMembers: '', rate: '' });
export const emptyOffer = (kind: ContractKind): OfferDraft => ({ downline: '', periodType: periodTypesOf[kind][0]!, activeMinBet: '', tiers: [emptyTier()] });

const RATE = /^(\d{1,5})(?:\.(\d{1,2}))?$/;

/** Basis points of a typed percentage, or null when it is not a number with at most two decimals. */
export function basisPointsOf(text: string): number | null {
  const match = RATE.exec(text.trim().replace(/%$/, '').trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A percentage of basis points for messages ("1.5"). */
export const percentText = (basisPoints: number) => String(basisPoints / 100);

type Parsed = { ok: true; value: number } | { ok: false; error: FormMessage };

function money(text: string, currency: Currency, positive: boolean, locale: string): Parsed {
  const parsed = parseMoneyInput(text, currency, locale);
  if (!parsed.ok) return { ok: false, error: { key: `validation:${parsed.error.key}`, values: parsed.error.values } };
  if (positive && parsed.minorUnits <= 0) return { ok: false, error: { key: 'validation:amount.invalid' } };
  if (parsed.minorUnits > maxThreshold) return { ok: false, error: { key: 'validation:amount.tooLarge' } };
  return { ok: true, value: parsed.minorUnits };
}

function members(text: string): Parsed {
  const t = text.trim();
  if (t === '') return { ok: false, error: { key: 'validation:required' } };
  if (!/^\d+$/.test(t) || Number(t) > maxActiveMembers) return { ok: false, error: { key: 'agentContracts:offer.errors.members', values: { max: maxActiveMembers } } };
  return { ok: true, value: Number(t) };
}

function rate(text: string, kind: ContractKind, uplineMaxRate: number | null): Parsed {
  if (text.trim() === '') return { ok: false, error: { key: 'validation:required' } };
  const bp = basisPointsOf(text);
  const max = maxRateOf[kind];
  if (bp === null || bp < 1 || bp > max) return { ok: false, error: { key: 'agentContracts:offer.errors.rate', values: { max: percentText(max) } } };
  if (uplineMaxRate !== null && bp > uplineMaxRate) return { ok: false, error: { key: 'agentContracts:offer.errors.rateAboveUpline', values: { max: percentText(uplineMaxRate) } } };
  return { ok: true, value: bp };
}

const ORDER_MESSAGE: Record<TierField, string> = {
  rate: 'agentContracts:offer.errors.rateNotAscending',
  minTeamBet: 'agentContracts:offer.errors.betNotAscending',
  minActiveMembers: 'agentContracts:offer.errors.membersNotAscending',
};

/** The message of a tier problem the server (or checkTerms) names by code and field. */
export function tierProblemMessage(code: string, field: TierField, kind: ContractKind, uplineMaxRate: number | null): FormMessage {
  if (code === 'tiers_not_ascending') return { key: ORDER_MESSAGE[field] };
  if (code === 'rate_above_upline' && uplineMaxRate !== null) return { key: 'agentContracts:offer.errors.rateAboveUpline', values: { max: percentText(uplineMaxRate) } };
  if (field === 'rate') return { key: 'agentContracts:offer.errors.rate', values: { max: percentText(maxRateOf[kind]) } };
  if (field === 'minActiveMembers') return { key: 'agentContracts:offer.errors.members', values: { max: maxActiveMembers } };
  return { key: 'validation:amount.invalid' };
}

export type OfferCheck = { ok: true; offer: Offer } | { ok: false; errors: OfferErrors };

/**
 * The offer to send, or the problem of each field: a downline chosen; the active-member bet above zero; each tier's
 * amount, member count and rate well formed and in range; then the tiers' order, as the server checks it.
 * `uplineMaxRate` is the best rate of the agent's own accepted contract of the kind (null without one).
 */
export function checkOffer(draft: OfferDraft, kind: ContractKind, currency: Currency, uplineMaxRate: number | null, locale = 'en'): OfferCheck {
  const errors: OfferErrors = {};
  if (draft.downline.trim() === '') errors.downline = { key: 'validation:required' };
  const activeMinBet = money(draft.activeMinBet, currency, true, locale);
  if (!activeMinBet.ok) errors.activeMinBet = activeMinBet.error;
  const tiers: Tier[] = [];
  const tierErrors: Partial<Record<TierField, FormMessage>>[] = draft.tiers.map((d) => {
    const out: Partial<Record<TierField, FormMessage>> = {};
    const parsed = { minTeamBet: money(d.minTeamBet, currency, false, locale), minActiveMembers: members(d.minActiveMembers), rate: rate(d.rate, kind, uplineMaxRate) };
    for (const field of ['minTeamBet', 'minActiveMembers', 'rate'] as const) {
      const p = parsed[field];
      if (!p.ok) out[field] = p.error;
    }
    if (parsed.minTeamBet.ok && parsed.minActiveMembers.ok && parsed.rate.ok) {
      tiers.push({ minTeamBet: parsed.minTeamBet.value, minActiveMembers: parsed.minActiveMembers.value, rate: parsed.rate.value });
    }
    return out;
  });
  if (tierErrors.some((e) => Object.keys(e).length > 0)) errors.tiers = tierErrors;
  if (Object.keys(errors).length > 0 || !activeMinBet.ok) return { ok: false, errors };

  const terms = { kind, periodType: draft.periodType, activeMinBet: activeMinBet.value, tiers };
  const problem = checkTerms(terms, uplineMaxRate);
  if (problem?.tier !== undefined && problem.field !== undefined) {
    const at = draft.tiers.map(() => ({}) as Partial<Record<TierField, FormMessage>>);
    at[problem.tier] = { [problem.field]: tierProblemMessage(problem.code, problem.field, kind, uplineMaxRate) };
    return { ok: false, errors: { tiers: at } };
  }
  return { ok: true, offer: { ...terms, downline: draft.downline.trim() } };
}

