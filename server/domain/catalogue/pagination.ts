// Pages of a list: pageNo from 1, totalPages 0 for an empty list, a page past the end is empty (not an error:
// the client ignores page changes beyond the total, spec 4.6).

export interface Page<T> {
  items: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  if (!Number.isInteger(pageNo) || pageNo < 1) throw new RangeError('pageNo must be an integer from 1');
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be an integer from 1');
  const start = (pageNo - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pageNo,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Spec 9 sizes: lobby pages of 15, at most 100 per page of the game list, 999 favourites, 20 recent games. */
export const pageSizes = { lobby: 15, gameListMax: 100, favouritesMax: 999, recentMax: 20, winnerBoard: 20 } as const;
