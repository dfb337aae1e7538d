// The lottery lobbies /lottery, /seaLottery and /vnLottery (spec P2.1-12, P4.6-5/6, P7.2-14..16): the game menu of
// the page's prize mode (with Recent), the selected game (?gameCode) with its countdown, latest numbers and
// history, the bet slip of the self-run draws, the member's bets, and a back link to ?back when it is a site path.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { issueQuery, lotteryKeys, lotteryMenuQuery, openedQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import { nextDrawAt, prizeModeOf, prizeModesOf, safeBackPath, type PrizeMode } from '../rules/lottery-rules';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { GameMenu } from './game-menu';
import { Loading } from './loading';
import { MyBets } from './my-bets';
import { Panel, ToggleMenu } from './parts';
import { useNow } from './use-now';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) 1fr;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
  padding: ${({ theme }) => theme.spacing.lg} 0;

  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: 1.5rem;
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

  const select = (code: string) => {
    const next = new URLSearchParams(search);
    next.set('gameCode', code);
    next.delete('view');
    setSearch(next, { replace: true });
  };

  return (
    <Layout>
      <div>
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
      </div>
      <div>
        <TopBar>
          {back ? (
            <ButtonLink to={back} tone="ghost" data-testid="lottery-back">
              {t('back')}
            </ButtonLink>
          ) : null}
          <h1>{t(`pageTitle.${page === 'seaLottery' || page === 'vnLottery' ? page : 'lottery'}`)}</h1>
        </TopBar>
        {gameCode && search.get('view') !== 'lobby' ? (
          <SelectedGame key={gameCode} gameCode={gameCode} />
        ) : (
          <Panel>
            <p>{t('game.choose')}</p>
          </Panel>
        )}
        <MyBets />
      </div>
    </Layout>
  );
}
