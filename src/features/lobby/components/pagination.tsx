// Pagination (spec P2.7-1, P9-2): only with more than one page; two margin pages at each end and a window of five.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { paginationItems, paginationVisible } from '../rules/category-rules';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing.xl};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    min-width: 40px;
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
`;

export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('lobby');
  if (!paginationVisible(totalPages)) return null;
  return (
    <Nav aria-label={t('pagination.label')}>
      <ol>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('pagination.previous')}
          </button>
        </li>
        {paginationItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <button type="button" aria-current={item.page === page ? 'page' : undefined} aria-label={t('pagination.page', { page: item.page })} onClick={() => onChange(item.page)}>
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
            {t('pagination.next')}
          </button>
        </li>
      </ol>
    </Nav>
  );
}
