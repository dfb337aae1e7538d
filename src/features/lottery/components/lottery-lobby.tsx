// The lottery lobbies /lottery, /seaLottery and /vnLottery (spec P2.1-12, P4.6-5/6, P7.2-14..16): the game menu of
// the page's prize mode (with Recent), the selected game (?gameCode) with its countdown, latest numbers and
// history, the bet slip of the self-run draws, the member's bets, and a back link to ?back when it is a site path.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { focusRing } from '../../../ui/focus-ring';
import { issueQuery, lotteryKeys, lotteryMenuQuery, openedQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import { nextDrawAt, prizeModeOf, prizeModesOf, safeBackPath, type PrizeMode } from '../rules/lottery-rules';
import { BetSlip, BetSlipBar } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { GameMenu } from './game-menu';
import { Loading } from './loading';
import { MyBets } from './my-bets';
import { Panel, ToggleMenu } from './parts';
import { useNow } from './use-now';

// Below this width the page is one column (phones and small tablets): the game menu folds under a button that names
// the current game, and a bar that stays at the screen's foot leads to the bet slip (docs/phones.md).
export const stacked = '@media (max-width: 760px)';

// The menu column spans both rows, so the title sits above the game beside it on a wide screen (as it always did);
// stacked, the title comes first, then the menu, then the game.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'menu top'
    'menu game';
  column-gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
  padding: ${({ theme }) => theme.spacing.lg} 0;

  ${stacked} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas: 'top' 'menu' 'game';
    row-gap: ${({ theme }) => theme.spacing.md};
    padding-block-start: ${({ theme }) => theme.spacing.md};
  }
`;

const TopBar = styled.div`
  grid-area: top;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const MenuColumn = styled.div`
  grid-area: menu;
  min-width: 0;
`;

const GameColumn = styled.div`
  grid-area: game;
  min-width: 0;
`;

/** Shown only when stacked: opens and folds the game menu. */
const MenuToggle = styled.button`
  display: none;

  ${stacked} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    touch-action: manipulation;
  }
  ${focusRing}

  .name {
    flex: 1;
    min-width: 0;
    font-weight: 700;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  /* A chevron drawn with borders: down when folded, up when open. */
  .chevron {
    inline-size: 8px;
    block-size: 8px;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(-135deg);
  }
`;

const MenuBody = styled.div<{ $open: boolean }>`
  ${stacked} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-block-start: ${({ theme }) => theme.spacing.md};
  }
`;

function SelectedGame({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const queryClient = useQueryClient();
  const issue = useQuery(issueQuery(gameCode, i18n.language));
  const opened = useQuery(openedQuery(gameCode, i18n.language));
  const offset = issue.data ? Date.parse(issue.data.serverTime) - issue.dataUpdatedAt : 0;
  const now = useNow(offset);
  const lastNextDraw = useRef<number | null>(null);

  const data = issue.data;
  const closeAt = data ? Date.parse(data.closeAt) : null;
  const nextDraw = data ? nextDrawAt(Date.parse(data.drawAt), data.drawSeconds, now) : null;

  // Betting on the open issue has closed: ask for the next one (once per closing time).
  const refetchedFor = useRef<number | null>(null);
  useEffect(() => {
    if (closeAt !== null && now >= closeAt && refetchedFor.current !== closeAt && !issue.isFetching) {
      refetchedFor.current = closeAt;
      void issue.refetch();
    }
  }, [now, closeAt, issue]);

  // A draw has happened: its numbers are out and the member's bets on it settle.
  useEffect(() => {
    if (nextDraw === null) return;
    if (lastNextDraw.current !== null && nextDraw > lastNextDraw.current) {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.opened(gameCode) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    }
    lastNextDraw.current = nextDraw;
  }, [nextDraw, gameCode, queryClient]);

  if (issue.isPending) return <Panel><Loading label={t('game.loading')} rows={3} /></Panel>;
  if (issue.isError) {
    return <ErrorState message={lotteryErrorText(t, issue.error)} retryLabel={t('retry')} onRetry={() => void issue.refetch()} />;
  }
  return (
    <>
      <DrawPanel issue={issue.data} now={now} opened={opened} />
      <BetSlipBar issue={issue.data} now={now} />
      <BetSlip issue={issue.data} now={now} />
    </>
  );
}

export function LotteryLobby({ page }: { page: string }) {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const [search, setSearch] = useSearchParams();
  const gameCode = search.get('gameCode');
  const back = safeBackPath(search.get('back'));
  const modes = prizeModesOf(page);
  const [prizeMode, setPrizeMode] = useState<PrizeMode>(prizeModeOf(page));
  const menu = useQuery(lotteryMenuQuery(prizeMode, i18n.language));

  // /lottery also opens e-lottery launches: show the e-lottery menu when the launched game is not in the lottery one.
  const checkedMode = useRef(false);
  useEffect(() => {
    if (checkedMode.current || !gameCode || !menu.data || modes.length < 2) return;
    checkedMode.current = true;
    const listed = menu.data.some((g) => g.games.some((game) => game.gameCode === gameCode));
    if (!listed && prizeMode === 'LOTT') setPrizeMode('ELOTT');
  }, [gameCode, menu.data, modes.length, prizeMode]);

  // Stacked, the menu starts folded when a game is open and folds again once one is picked.
  const [menuOpen, setMenuOpen] = useState(!gameCode);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const selectedName = menu.data?.flatMap((group) => group.games).find((game) => game.gameCode === gameCode)?.gameName;

  const select = (code: string) => {
    const next = new URLSearchParams(search);
    next.set('gameCode', code);
    next.delete('view');
    setSearch(next, { replace: true });
    setMenuOpen(false);
    // The picked button folds away with the menu when stacked: focus stays at the toggle that names the game.
    const toggle = toggleRef.current;
    if (toggle && toggle.offsetParent !== null) toggle.focus();
  };

  return (
    <Layout>
      <TopBar>
        {back ? (
          <ButtonLink to={back} tone="ghost" data-testid="lottery-back">
            {t('back')}
          </ButtonLink>
        ) : null}
        <h1>{t(`pageTitle.${page === 'seaLottery' || page === 'vnLottery' ? page : 'lottery'}`)}</h1>
      </TopBar>
      <MenuColumn>
        <MenuToggle ref={toggleRef} type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)} data-testid="lottery-menu-toggle">
          <span className="name">{selectedName ?? t('menu.choose')}</span>
          <span className="hint">{t('menu.label')}</span>
          <span className="chevron" aria-hidden="true" />
        </MenuToggle>
        <MenuBody id={menuId} $open={menuOpen}>
          {modes.length > 1 ? (
            <ToggleMenu role="group" aria-label={t('prizeMode.label')}>
              {modes.map((m) => (
                <button key={m} type="button" aria-pressed={prizeMode === m} onClick={() => setPrizeMode(m)}>
                  {t(`prizeMode.${m}`)}
                </button>
              ))}
            </ToggleMenu>
          ) : null}
          <GameMenu prizeMode={prizeMode} selected={gameCode} onSelect={select} />
        </MenuBody>
      </MenuColumn>
      <GameColumn>
        {gameCode && search.get('view') !== 'lobby' ? (
          <SelectedGame key={gameCode} gameCode={gameCode} />
        ) : (
          <Panel>
            <p>{t('game.choose')}</p>
          </Panel>
        )}
        <MyBets />
      </GameColumn>
    </Layout>
  );
}
