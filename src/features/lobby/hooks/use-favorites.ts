// Favourites for the hearts and the lists (spec P4.6-3): the ids and the 999-game list load when the login state turns
// true; a toggle changes both caches at once, is undone when the server refuses, runs at most once per 1000 ms (the
// first click counts) and opens the login popup for a visitor.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../lib/auth-modal';
import { useIsLoggedIn } from '../../../lib/session';
import { useToast } from '../../../ui/toast';
import { addFavorite, favoriteIdsQuery, favoriteListQuery, removeFavorite, type Game, type GamePage } from '../api/lobby-api';
import { createThrottle, FAVORITE_THROTTLE_MS, toggledIds, toggledList } from '../rules/lobby-rules';

export function useFavoriteIds(): Set<string> {
  const loggedIn = useIsLoggedIn();
  const ids = useQuery({ ...favoriteIdsQuery(), enabled: loggedIn });
  return useMemo(() => new Set(loggedIn ? (ids.data ?? []).map(String) : []), [loggedIn, ids.data]);
}

/** Every favourite, for a member only; `wanted` false leaves it unasked (a list that shows something else). */
export function useFavoriteList(language: string, wanted = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...favoriteListQuery(language), enabled: loggedIn && wanted });
}

/** Toggles a game's heart; returns false when the click was dropped (visitor or throttled). */
export function useToggleFavorite(): (game: Game, add: boolean) => boolean {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('lobby');
  const throttle = useRef(createThrottle(FAVORITE_THROTTLE_MS));

  return useCallback(
    (game: Game, add: boolean) => {
      if (!loggedIn) {
        openAuthModal('login');
        return false;
      }
      if (!throttle.current()) return false;
      const idsKey = favoriteIdsQuery().queryKey;
      const previousIds = queryClient.getQueryData<string[]>(idsKey);
      const lists = queryClient.getQueriesData<GamePage>({ queryKey: ['lobby', 'favorites'] });
      void queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<string[]>(idsKey, (ids) => toggledIds(ids ?? [], game.nodeId, add));
      for (const [key, page] of lists) {
        if (page) queryClient.setQueryData<GamePage>(key, { ...page, games: toggledList(page.games, game, add), total: page.total + (add ? 1 : -1) });
      }
      (add ? addFavorite(game) : removeFavorite(game.nodeId)).then(
        () => undefined,
        () => {
          // The server refused: put both lists back as they were and say so.
          queryClient.setQueryData(idsKey, previousIds);
          for (const [key, page] of lists) queryClient.setQueryData(key, page);
          toast(t(add ? 'favorite.addFailed' : 'favorite.removeFailed'), 'danger');
        },
      );
      return true;
    },
    [loggedIn, queryClient, toast, t],
  );
}
