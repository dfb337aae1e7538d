// A paged list fetched from the server, as the member records and the agent centre show it: its loading rows or its
// error with a retry until the page is there, then the totals of the range and the table of the page.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from './breakpoints';
import { ErrorState } from './error-state';
import { Table } from './form-parts';
import { ListSkeleton } from './pager';

/** Rows on one line with the first column pinned at the inline start, its edge drawn on the side the figures slide
 *  under (the right in left-to-right, the left in right-to-left). For a frame that scrolls sideways. */
export const pinnedFirstColumn = css`
  th,
  td {
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  th:first-child:dir(rtl),
  td:first-child:dir(rtl) {
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  }
`;

/** A wide table scrolls sideways within the page rather than widening it. Below the desktop layout each row stays on
 *  one line with the first column pinned, so a row stays identifiable while its figures slide under it. */
export const Scroll = styled.div`
  overflow-x: auto;

  ${media.compact} {
    ${pinnedFirstColumn}
  }
`;

export const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** The test id of the loading rows. */
  loadingTestId: string;
  /** How many loading rows stand in for the list. */
  loadingRows?: number;
  errorText: (error: unknown) => string;
  retryLabel: string;
  /** The list, once its page is there (a placeholder page while the next one loads). */
  children: (data: T) => ReactNode;
}

/** Loading rows while the first page loads, the error with a retry when it failed, else the list. */
export function QueryStates<T>({ query, loadingTestId, loadingRows, errorText, retryLabel, children }: QueryStatesProps<T>) {
  if (query.isPending) return <ListSkeleton testId={loadingTestId} rows={loadingRows} />;
  if (query.isError) return <ErrorState message={errorText(query.error)} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export interface TotalItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** The totals of the whole range, as label and value pairs. */
export function RecordTotals({ items, label, testId }: { items: TotalItem[]; label: string; testId: string }) {
  return (
    <Totals data-testid={testId} aria-label={label}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Totals>
  );
}

export interface RecordColumn<TRow, TContext> {
  key: string;
  /** A figure: aligned to the end of the cell. */
  amount?: boolean;
  cell: (row: TRow, context: TContext) => ReactNode;
}

export interface RecordTableProps<TRow, TContext> {
  columns: RecordColumn<TRow, TContext>[];
  rows: TRow[];
  context: TContext;
  heading: (key: string) => string;
  /** A row's stable key, so React never leaves a stale row behind when the page changes. */
  rowKey: (row: TRow, index: number) => string | number;
  testId: string;
  label?: string;
}

/** One page of rows, a column a field, in a table that scrolls sideways on a narrow screen. */
export function RecordTable<TRow, TContext>({ columns, rows, context, heading, rowKey, testId, label }: RecordTableProps<TRow, TContext>) {
  return (
    <Scroll>
      <Table data-testid={testId} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.amount ? 'amount' : undefined}>
                {heading(c.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c) => (
                <td key={c.key} className={c.amount ? 'amount' : undefined}>
                  {c.cell(row, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
