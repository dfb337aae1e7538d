// @vitest-environment jsdom
// A sideways-scrolling navigation row brings its current entry into the middle once the page is drawn (docs/phones.md).
import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentEntryInView } from '../../src/ui/strip-scroll';

afterEach(() => cleanup());

function Row({ pathname }: { pathname: string }) {
  const row = useRef<HTMLUListElement>(null);
  useCurrentEntryInView(row, pathname);
  return (
    <ul ref={row} data-testid="row">
      <li><a href="/a">A</a></li>
      <li><a href="/b" aria-current="page">B</a></li>
    </ul>
  );
}

const box = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 10, height: 10, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;

describe('useCurrentEntryInView', () => {
  it('[P2.4-1] scrolls only the row so that the current entry sits in its middle, after the frame is drawn', async () => {
    const { getByTestId } = render(<Row pathname="/b" />);
    const list = getByTestId('row');
    Object.defineProperty(list, 'scrollWidth', { value: 800 });
    Object.defineProperty(list, 'clientWidth', { value: 300 });
    list.getBoundingClientRect = () => box(0, 300);
    list.querySelector('[aria-current="page"]')!.getBoundingClientRect = () => box(500, 100);
    // Not measured in the render's own task.
    expect(list.scrollLeft).toBe(0);
    await waitFor(() => expect(list.scrollLeft).toBe(400));
  });
});
