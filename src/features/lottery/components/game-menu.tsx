// The game menu of a prize mode, grouped by lottery type, with a Recent tab (the member's recently opened lottery
// games of that mode). Picking a game selects it (?gameCode).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { lotteryMenuQuery, recentLotteryQuery, type LotteryGame } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import type { PrizeMode } from '../rules/lottery-rules';
import { Loading } from './loading';
import { ToggleMenu } from './parts';

interface GameMenuProps {
  prizeMode: PrizeMode;
  selected: string | null;
  onSelect: (gameCode: string) => void;
}

function GameButtons({ games, selected, onSelect }: { games: LotteryGame[]; selected: string | null; onSelect: (code: string) => void }) {
  return (
    <ToggleMenu as="ul" $vertical>
      {games.map((g) => (
        <li key={g.gameCode}>
          <button type="button" style={{ width: '100%' }} aria-current={g.gameCode === selected ? 'true' : undefined} onClick={() => onSelect(g.gameCode)}>
            {g.gameName}
          </button>
        </li>
      ))}
    </ToggleMenu>
  );
}

export function GameMenu({ prizeMode, selected, onSelect }: GameMenuProps) {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const [tab, setTab] = useState<'all' | 'recent'>('all');
  const menu = useQuery(lotteryMenuQuery(prizeMode, i18n.language));
  const recent = useQuery({ ...recentLotteryQuery(prizeMode, i18n.language), enabled: tab === 'recent' });
  const active = tab === 'all' ? menu : recent;

  let body;
  if (active.isPending) {
    body = <Loading label={t('menu.loading')} rows={4} />;
  } else if (active.isError) {
    body = <ErrorState message={lotteryErrorText(t, active.error)} retryLabel={t('retry')} onRetry={() => void active.refetch()} />;
  } else if (tab === 'recent') {
    body = recent.data && recent.data.length > 0 ? <GameButtons games={recent.data} selected={selected} onSelect={onSelect} /> : <p className="muted">{t('menu.recentEmpty')}</p>;
  } else if (!menu.data || menu.data.length === 0) {
    body = <p className="muted">{t('menu.empty')}</p>;
  } else {
    body = menu.data.map((group) => (
      <section key={group.groupCode} aria-labelledby={`lottery-group-${group.groupCode}`}>
        <h3 id={`lottery-group-${group.groupCode}`}>{group.groupName}</h3>
        <GameButtons games={group.games} selected={selected} onSelect={onSelect} />
      </section>
    ));
  }

  return (
    <nav aria-label={t('menu.label')} data-testid="lottery-menu">
      <ToggleMenu>
        {(['all', 'recent'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={tab === value} onClick={() => setTab(value)}>
            {t(`menu.${value}`)}
          </button>
        ))}
      </ToggleMenu>
      {body}
    </nav>
  );
}
