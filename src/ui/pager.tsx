// A paged list's pager (Previous / page N of M / Next) and its loading rows. Previous and Next stay focusable at either end (aria-disabled),
// so the keyboard focus is never lost; the caller gives the texts in its own namespace.
import styled from 'styled-components';
import { Button } from './button';
import { Row, Stack } from './form-parts';
import { Skeleton } from './skeleton';

const PagerButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const PagerRow = styled(Row)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  pageOf: string;
}

export function Pager({ page, totalPages, onPage, texts, testId }: { page: number; totalPages: number; onPage: (page: number) => void; texts: PagerTexts; testId: string }) {
  if (totalPages <= 1) return null;
  return (
    <PagerRow as="nav" aria-label={texts.label}>
      <PagerButton tone="ghost" aria-disabled={page <= 1} onClick={() => page > 1 && onPage(page - 1)}>
        {texts.previous}
      </PagerButton>
      <span data-testid={testId} aria-live="polite">
        {texts.pageOf}
      </span>
      <PagerButton tone="ghost" aria-disabled={page >= totalPages} onClick={() => page < totalPages && onPage(page + 1)}>
        {texts.next}
      </PagerButton>
    </PagerRow>
  );
}

/** A list's loading state: row-high placeholders (three unless told), busy for assistive technology. */
export function ListSkeleton({ testId, rows = 3 }: { testId: string; rows?: number | undefined }) {
  return (
    <Stack aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height="32px" />
      ))}
    </Stack>
  );
}
