// The winner board (spec P2.2-5): the merchant's largest wins, largest first, each with the masked name, the game's
// tile and the amount; the scroller moves one entry per step.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../engine/money-format';
import { usePermission } from '../../../lib/permission';
import { EmptyState } from '../../../ui/empty-state';
import { IconButton } from '../../../ui/icon-button';
import { Skeleton } from '../../../ui/skeleton';
import { winnersQuery } from '../api/winners-api';
import { sortWinners, stepWinner } from '../rules/winner-rules';
import { ChevronLeft, ChevronRight } from './lobby-icons';

export const WINNERS_VISIBLE = 5;

const Board = styled.section`
  margin: ${({ theme }) => theme.spacing.xxl} 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  .section-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    /* As tall as its step buttons, shown or not: the board keeps its height when the list arrives. */
    min-height: 40px;
    margin-bottom: ${({ theme }) => theme.spacing.md};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sizes.sectionTitle};
  }
  ol {
    display: grid;
    grid-template-columns: repeat(${WINNERS_VISIBLE}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    font-size: 0.9rem;
  }
  /* The theme's cards style: each winner on a raised card of its own. */
  ${({ theme }) =>
    theme.components.winnerBoard.style === 'cards'
      ? `li {
    padding: ${theme.spacing.sm};
    border-radius: ${theme.radii.medium};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.medium};
  }`
      : ''}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
`;

function currencyOf(code: string, merchant: Currency): Currency {
  return code === merchant.code ? merchant : { code, symbol: `${code} `, minorUnits: merchant.minorUnits };
}

export function WinnerBoard() {
  const { t, i18n } = useTranslation('lobby');
  const { merchant } = usePermission();
  const winners = useQuery(winnersQuery(i18n.language));
  const [first, setFirst] = useState(0);
  const list = winners.data ? sortWinners(winners.data) : winners.isError ? [] : undefined;
  const count = list?.length ?? 0;
  return (
    <Board aria-labelledby="winner-board-title" data-testid="winner-board">
      <div className="section-head">
        <h2 id="winner-board-title">{t('winners.title')}</h2>
        {count > WINNERS_VISIBLE ? (
          <div>
            <IconButton label={t('winners.previous')} icon={<ChevronLeft />} disabled={first === 0} onClick={() => setFirst((index) => stepWinner(index, -1, count, WINNERS_VISIBLE))} />
            <IconButton label={t('winners.next')} icon={<ChevronRight />} disabled={first >= count - WINNERS_VISIBLE} onClick={() => setFirst((index) => stepWinner(index, 1, count, WINNERS_VISIBLE))} />
          </div>
        ) : null}
      </div>
      {!list ? (
        // The list's own layout with placeholders: as tall as the winners it waits for, on every screen.
        <ol aria-hidden="true">
          {Array.from({ length: WINNERS_VISIBLE }, (_, index) => (
            <li key={index}>
              <Skeleton $aspectRatio="4 / 3" />
              <span>
                <Skeleton $width="80%" $height="1lh" />
              </span>
              <span>
                <Skeleton $height="1lh" />
              </span>
              <strong>
                <Skeleton $width="60%" $height="1lh" />
              </strong>
            </li>
          ))}
        </ol>
      ) : count === 0 ? (
        <EmptyState message={t(winners.isError ? 'winners.failed' : 'winners.empty')} />
      ) : (
        <ol aria-live="polite">
          {list.slice(first, first + WINNERS_VISIBLE).map((winner, index) => (
            <li key={`${first + index}-${winner.nodeId}`} data-testid="winner">
              <img src={winner.iconUrl} alt="" width={240} height={180} loading="lazy" />
              <span>{winner.customerName}</span>
              <span>{winner.gameName}</span>
              <strong>{formatMoney(winner.winAmount, currencyOf(winner.currency, merchant.currency), { locale: i18n.language })}</strong>
            </li>
          ))}
        </ol>
      )}
    </Board>
  );
}
