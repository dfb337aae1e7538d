// A contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
// agentRealtimeSalary; M3-8, M4-4, M4-5): the contract the agent holds from his upline, with accept and reject while
// it is offered and termination once accepted; his offers to his direct downline agents and a form for a new one;
// the settlement records of the kind.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { FieldError, Stack } from '../../../ui/form-parts';
import { TeamPage } from '../../../ui/team-page-parts';
import { actOnContract, contractDownlinesQueryOptions, contractsKindKey, contractsQueryOptions, type Contract, type ContractAction, type ContractKind } from '../api/contracts-api';
import { topRate } from '../../../engine/contract-terms';
import { ContractCard } from './contract-card';
import { contractErrorText } from './error-text';
import { OfferForm } from './offer-form';
import { SettlementRecords } from './settlement-records';

/** What the status line says after an action, by action and whether it ended a contract. */
function doneKey(action: ContractAction, after: Contract): string {
  if (action !== 'terminate') return `done.${action}`;
  return after.status === 'terminated' ? 'done.terminated' : 'done.terminationRequested';
}

function ContractSections({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agentContracts', 'common']);
  const ids = { mine: useId(), offers: useId() };
  const queryClient = useQueryClient();
  const contracts = useQuery(contractsQueryOptions(kind));
  // The offer form's own list of downline agents (one request): without any, the form already says so.
  const downlines = useQuery(contractDownlinesQueryOptions());
  const noDownlineAgents = downlines.isSuccess && downlines.data.agents.length === 0;
  const [done, setDone] = useState<{ key: string; account: string } | null>(null);
  const act = useMutation({
    mutationFn: actOnContract,
    onMutate: () => setDone(null),
    onSuccess: (after, { action }) => {
      setDone({ key: doneKey(action, after), account: after.role === 'downline' ? after.upline.account : after.downline.account });
      void queryClient.invalidateQueries({ queryKey: contractsKindKey(kind) });
    },
  });

  if (contracts.isPending) {
    return (
      <Stack aria-busy="true" data-testid="contracts-loading">
        <Skeleton $height="120px" />
        <Skeleton $height="120px" />
      </Stack>
    );
  }
  if (contracts.isError) {
    return <ErrorState message={contractErrorText(t, contracts.error)} retryLabel={t('common:actions.retry')} onRetry={() => void contracts.refetch()} />;
  }
  const { currency, timeZone } = contracts.data;
  const mine = contracts.data.contracts.filter((c) => c.role === 'downline');
  const offered = contracts.data.contracts.filter((c) => c.role === 'upline');
  const own = mine.find((c) => c.status === 'accepted');
  const card = (c: Contract) => (
    <ContractCard key={c.contractId} contract={c} currency={currency} timeZone={timeZone} busy={act.isPending} onAction={(contract, action) => act.mutate({ contractId: contract.contractId, action })} />
  );

  return (
    <>
      <div aria-live="polite">
        {done ? (
          <p role="status" data-testid="contract-done">
            {t(done.key, { account: done.account })}
          </p>
        ) : null}
        {act.isError ? (
          <FieldError role="alert" data-testid="contract-action-error">
            {contractErrorText(t, act.error)}
          </FieldError>
        ) : null}
      </div>
      <section aria-labelledby={ids.mine} data-testid="my-contracts">
        <h2 id={ids.mine}>{t('mine.heading')}</h2>
        {mine.length === 0 ? <EmptyState message={t('mine.empty')} /> : mine.map(card)}
      </section>
      <section aria-labelledby={ids.offers} data-testid="offered-contracts">
        <h2 id={ids.offers}>{t('offered.heading')}</h2>
        <OfferForm kind={kind} currency={currency} uplineMaxRate={own ? topRate(own.tiers) : null} />
        {offered.length > 0 ? offered.map(card) : noDownlineAgents ? null : <EmptyState message={t('offered.empty')} />}
      </section>
    </>
  );
}

export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  return (
    <TeamPage title={t(`titles.${kind}`)}>
      <p>{t(`intro.${kind}`)}</p>
      <ContractSections kind={kind} />
      <SettlementRecords kind={kind} />
    </TeamPage>
  );
}
