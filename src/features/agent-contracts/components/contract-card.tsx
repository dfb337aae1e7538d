// One contract (M3-8, M4-4): who offered it to whom, its state and request state, the period, the active-member bet
// and the tiers, a note while a termination waits for the other side, and the buttons the server allows.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Row, Table } from '../../../ui/form-parts';
import type { Contract, ContractAction } from '../api/contracts-api';
import { formatRate } from './format-rate';

const STATUS_COLOUR = { offer: 'warning', accepted: 'success', rejected: 'danger', terminated: 'textMuted' } as const;

export const Card = styled.article`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
    margin: ${({ theme }) => theme.spacing.md} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The buttons under the tiers table, with room between them and its last row. */
const Actions = styled(Row)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Chip = styled.span<{ $status: Contract['status'] }>`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $status }) => theme.colors[STATUS_COLOUR[$status]]};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  white-space: nowrap;
`;

export interface ContractCardProps {
  contract: Contract;
  currency: Currency;
  timeZone: string;
  busy: boolean;
  onAction: (contract: Contract, action: ContractAction) => void;
}

export function ContractCard({ contract: c, currency, timeZone, busy, onAction }: ContractCardProps) {
  const { t, i18n } = useTranslation('agentContracts');
  const id = useId();
  const other = c.role === 'downline' ? c.upline.account : c.downline.account;
  const money = (v: number) => formatMoney(v, currency, { locale: i18n.language });
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const actionLabel = (a: ContractAction) => (a === 'terminate' && c.terminationBy !== null ? t('actions.agreeTerminate') : t(`actions.${a}`));

  return (
    <Card aria-labelledby={id} data-testid="contract-card" data-contract-id={c.contractId}>
      <Row>
        <h3 id={id}>{c.role === 'downline' ? t('card.from', { account: other }) : t('card.to', { account: other })}</h3>
        <Chip $status={c.status} data-testid="contract-status">
          {t(`status.${c.status}`)}
        </Chip>
      </Row>
      <dl>
        <dt>{t('card.requestState')}</dt>
        <dd data-testid="contract-request">{t(`request.${c.requestState}`)}</dd>
        <dt>{t('card.period')}</dt>
        <dd>{t(`period.${c.periodType}`)}</dd>
        <dt>{t('card.activeMinBet')}</dt>
        <dd>{money(c.activeMinBet)}</dd>
        <dt>{t('card.offeredAt')}</dt>
        <dd>{when(c.createdAt)}</dd>
        {c.answeredAt ? (
          <>
            <dt>{t('card.answeredAt')}</dt>
            <dd>{when(c.answeredAt)}</dd>
          </>
        ) : null}
        {c.terminatedAt ? (
          <>
            <dt>{t('card.terminatedAt')}</dt>
            <dd>{when(c.terminatedAt)}</dd>
          </>
        ) : null}
      </dl>
      <Table aria-label={t('card.tiers')} data-testid="contract-tiers">
        <thead>
          <tr>
            <th scope="col">{t('tiers.tier')}</th>
            <th scope="col" className="amount">
              {t('tiers.minTeamBet')}
            </th>
            <th scope="col" className="amount">
              {t('tiers.minActiveMembers')}
            </th>
            <th scope="col" className="amount">
              {t(c.kind === 'dividend' ? 'tiers.rateOfLoss' : 'tiers.rateOfBet')}
            </th>
          </tr>
        </thead>
        <tbody>
          {c.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{t('tiers.tierN', { n: index + 1 })}</th>
              <td className="amount">{money(tier.minTeamBet)}</td>
              <td className="amount">{tier.minActiveMembers}</td>
              <td className="amount">{formatRate(tier.rate, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {c.status === 'accepted' && c.terminationBy !== null ? (
        <p data-testid="contract-termination">
          {c.terminationBy === c.role ? t('card.youAskedToEnd', { account: other }) : t('card.otherAskedToEnd', { account: other })}
        </p>
      ) : null}
      {c.actions.length > 0 ? (
        <Actions role="group" aria-label={t('card.actions', { account: other })}>
          {c.actions.map((a) => (
            <Button key={a} tone={a === 'accept' ? 'primary' : 'secondary'} aria-disabled={busy} onClick={() => !busy && onAction(c, a)}>
              {actionLabel(a)}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Card>
  );
}
