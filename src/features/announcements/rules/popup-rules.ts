// The announcement popup's rules as pure functions (P2.8-2, P4.6-7): which popups a visitor gets, which are still
// to show today, and the popup's pages of announcements.

/** Spec 9. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export type Execution = 'A' | 'B' | 'F';

/** B for visitors, A for members, F on a member's first login. */
export function popupExecution(loggedIn: boolean, firstLogin: boolean): Execution {
  if (!loggedIn) return 'B';
  return firstLogin ? 'F' : 'A';
}

export interface PopupNotice {
  id: string;
  hideForDay: boolean;
}

/**
 * The popup notices still to show: not closed in this browser session, and not hidden for the day. `hiddenUntil` maps
 * ids to the instant (ms) their "not today" mark ends; only notices that hide for the day get such a mark.
 */
export function popupsToShow<T extends PopupNotice>(notices: readonly T[], closedInSession: readonly string[], hiddenUntil: Readonly<Record<string, number>>, now: number): T[] {
  return notices.filter((notice) => !closedInSession.includes(notice.id) && !((hiddenUntil[notice.id] ?? 0) > now));
}

/** The ids a closing adds to the day's marks: those of the shown notices that hide for the day, until local midnight. */
export function dayMarks(notices: readonly PopupNotice[], now: Date): Record<string, number> {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return Object.fromEntries(notices.filter((notice) => notice.hideForDay).map((notice) => [notice.id, midnight]));
}

/** The page and position of a notice index (9 per page); changing page selects the first item of that page. */
export function announcementPosition(index: number, pageSize = ANNOUNCEMENT_PAGE_SIZE): { page: number; item: number } {
  const safe = Math.max(0, index);
  return { page: Math.floor(safe / pageSize) + 1, item: safe % pageSize };
}

export const firstIndexOfPage = (page: number, pageSize = ANNOUNCEMENT_PAGE_SIZE): number => (page - 1) * pageSize;
