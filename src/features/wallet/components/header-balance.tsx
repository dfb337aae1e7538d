// The logged-in header's money part (spec P2.5-1, M3-1, M7-5): the balance with the currency symbol and 2 decimals,
// hide/show (remembered), refresh with a spinner while fetching, deposit and withdraw. A merchant with a wallet per
// vendor shows the total across wallets (what the player owns, as consolidated funds does) with the main wallet's
// balance under it (what a deposit, a withdrawal or a transfer moves); a single-wallet merchant shows its one balance.
// A trial account (M6-4) gets a "free play" chip instead of the money buttons, and a balance that fails says nothing loud.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../../../ui/breakpoints';
import { ButtonLink } from '../../../ui/button';
import { headerFill } from '../../../ui/header-fill';
import { IconButton } from '../../../ui/icon-button';
import { Spinner } from '../../../ui/spinner';
import { balanceQueryOptions } from '../api/wallet-api';
import { useBalanceHidden } from '../utils/balance-visibility';
import { useFormatMoney } from '../../../lib/use-format-money';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './wallet-icons';

// On a phone the header keeps the balance and Deposit; hide/show, refresh and Withdraw stay in the member centre's
// wallet and the avatar menu (docs/phones.md).
const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;

  ${media.phone} {
    [data-phone='hide'] {
      display: none;
    }
  }
`;

const Amounts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: 1.2;
`;

const MainLine = styled.span`
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  opacity: 0.85;

  ${media.phone} {
    display: none;
  }
`;

const Amount = styled.output`
  min-width: 6ch;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Chip = styled.span`
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
`;

// The header's one filled button: on a header painted in the primary colour it takes the header's text colour.
const DepositLink = styled(ButtonLink)`
  ${headerFill}
`;

export function HeaderBalance({ isTrial }: { isTrial: boolean }) {
  const { t } = useTranslation('wallet');
  const format = useFormatMoney();
  const [hidden, setHidden] = useBalanceHidden();
  const balance = useQuery(balanceQueryOptions());
  const busy = balance.isFetching;

  const data = balance.data;
  // Vendor wallets come with the balance when the merchant has them (GET /wps/v2/wallets/balance).
  const total = data?.wallets ? data.wallets.reduce((sum, wallet) => sum + wallet.balance, data.balance) : undefined;
  let text: string;
  if (data) text = format(total ?? data.balance, { hidden, currency: data.currency });
  else if (balance.isError) text = isTrial ? '—' : t('header.balanceUnavailable');
  else text = '…';

  return (
    <Group data-testid="header-wallet">
      {isTrial ? <Chip data-testid="trial-chip">{t('header.trial')}</Chip> : null}
      <span id="header-balance-label" hidden>
        {total === undefined ? t('header.balance') : t('header.totalBalance')}
      </span>
      <Amounts>
        <Amount data-testid="header-balance" aria-labelledby="header-balance-label" aria-busy={busy}>
          {text}
        </Amount>
        {data && total !== undefined ? (
          <MainLine data-testid="header-main-balance">
            {t('header.mainBalance', { amount: format(data.balance, { hidden, currency: data.currency }) })}
          </MainLine>
        ) : null}
      </Amounts>
      <IconButton
        data-phone="hide"
        label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={hidden}
        icon={hidden ? <EyeOffIcon /> : <EyeIcon />}
        onClick={() => setHidden(!hidden)}
      />
      <IconButton
        data-phone="hide"
        label={t('header.refreshBalance')}
        aria-busy={busy}
        icon={busy ? <Spinner label={t('header.refreshing')} size={18} /> : <RefreshIcon />}
        onClick={() => {
          if (!busy) void balance.refetch();
        }}
        data-testid="refresh-balance"
      />
      {isTrial ? null : (
        <>
          <DepositLink to="/member/depositv2">{t('header.deposit')}</DepositLink>
          <ButtonLink to="/member/withdraw" tone="ghost" data-phone="hide">
            {t('header.withdraw')}
          </ButtonLink>
        </>
      )}
    </Group>
  );
}
