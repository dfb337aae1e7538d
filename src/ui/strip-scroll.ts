// A navigation that is one sideways-scrolling row on small screens (the top navigation, the member centre's menu)
// brings its current entry into the middle of the row whenever the page changes; only the row scrolls, never the page.
import { useEffect, type RefObject } from 'react';

export function useCurrentEntryInView(row: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    list.scrollLeft += box.left - listBox.left - (listBox.width - box.width) / 2;
  }, [row, pathname]);
}
