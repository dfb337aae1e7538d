// The winner board (spec P2.2-5): the merchant's largest wins, largest first, each with the masked name, the game's
// tile and the amount; the scroller moves one entry per step. Five at once on a desktop, three on a tablet, two on a
// phone, each on one line of text per field, so the board is as tall with its winners as with its placeholders or
// its empty message, whatever the names.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../engine/money-format';
import { usePermission } from '../../../lib/permission';
import { EmptyState } from '../../../ui/empty-state';
import { IconButton } from '../../../ui/icon-button';
import { Skeleton } from '../../../ui/skeleton';
import { mediaQueries } from '../../../ui/breakpoints';
import { useMediaQuery } from '../../../ui/use-media-query';
import { winnersQuery } from '../api/winners-api';
import { sortWinners, stepWinner, winnersVisible } from '../rules/winner-rules';
import { ChevronLeft, ChevronRight } from './lobby-icons';

const Board = styled.section<{ $visible: number }>`
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
    grid-template-columns: repeat(${({ $visible }) => $visible}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    min-width: 0;
    font-size: 0.9rem;
  }
  /* One line each: a long game name is cut with an ellipsis (its title holds it whole) rather than growing the board.
     An amount is never cut: one too wide for its column (a long currency at phone width) breaks onto a second line. */
  li > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li > strong {
    overflow-wrap: anywhere;
  }
  /* The empty or failed message over the placeholders' layout, which sets the board's height. */
  .stack {
    display: grid;
    > * {
      grid-area: 1 / 1;
    }
    > ol {
      visibility: hidden;
    }
    > :not(ol) {
      align-self: center;
    }
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
  const phone = useMediaQuery(mediaQueries.phone);
  const tablet = useMediaQuery(mediaQueries.tablet);
  const visible = winnersVisible(phone ? 'phone' : tablet ? 'tablet' : 'desktop');
  const [chosen, setFirst] = useState(0);
  const list = winners.data ? sortWinners(winners.data) : winners.isError ? [] : undefined;
  const count = list?.length ?? 0;
  // Within the list at this width too: turning a phone to a desktop-wide window shows more at once.
  const first = Math.min(chosen, Math.max(0, count - visible));
  const placeholders = (
    // The list's own layout with placeholders: as tall as the winners it waits for, on every screen.
    <ol aria-hidden="true">
      {Array.from({ length: visible }, (_, index) => (
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
  );
  return (
    <Board aria-labelledby="winner-board-title" data-testid="winner-board" $visible={visible}>
      <div className="section-head">
        <h2 id="winner-board-title">{t('winners.title')}</h2>
        {count > visible ? (
          <div>
            <IconButton label={t('winners.previous')} icon={<ChevronLeft />} disabled={first === 0} onClick={() => setFirst(stepWinner(first, -1, count, visible))} />
            <IconButton label={t('winners.next')} icon={<ChevronRight />} disabled={first >= count - visible} onClick={() => setFirst(stepWinner(first, 1, count, visible))} />
          </div>
        ) : null}
      </div>
      {!list ? (
        placeholders
      ) : count === 0 ? (
        <div className="stack">
          {placeholders}
          <EmptyState message={t(winners.isError ? 'winners.failed' : 'winners.empty')} />
        </div>
      ) : (
        <ol aria-live="polite">
          {list.slice(first, first + visible).map((winner, index) => (
            <li key={`${first + index}-${winner.nodeId}`} data-testid="winner">
              <img src={winner.iconUrl} alt="" width={240} height={180} loading="lazy" />
              <span>{winner.customerName}</span>
              <span title={winner.gameName}>{winner.gameName}</span>
              <strong>{formatMoney(winner.winAmount, currencyOf(winner.currency, merchant.currency), { locale: i18n.language })}</strong>
            </li>
          ))}
        </ol>
      )}
    </Board>
  );
}
