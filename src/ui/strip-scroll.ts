// A navigation that is one sideways-scrolling row on small screens (the top navigation, the member centre's menu)
// brings its current entry into the middle of the row whenever the page changes; only the row scrolls, never the page.
import { useEffect, type RefObject } from 'react';

export function useCurrentEntryInView(row: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    // Measured once the next frame is drawn: the layout is then clean and the read costs nothing. Read at once, it
    // made the browser lay the whole page out an extra time in the middle of the first render.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const list = row.current;
        const current = list?.querySelector('[aria-current="page"]');
        if (!list || !current || list.scrollWidth <= list.clientWidth) return;
        const listBox = list.getBoundingClientRect();
        const box = current.getBoundingClientRect();
        list.scrollLeft += box.left - listBox.left - (listBox.width - box.width) / 2;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [row, pathname]);
}
