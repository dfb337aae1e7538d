// Downline management (downlineManagmentView, M2-23): the team a page at a time, searched by username and level,
// with each member's balance, last login and status; a downline with downlines of its own opens its branch, and a
// trail leads back up.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Field, Table } from '../../../ui/form-parts';
import { downlinesQueryOptions } from '../api/agent-team-api';
import { QueryStates, Scroll } from '../../../ui/record-list';
import { FilterRow, Pager, Results, teamErrorText, TeamPage } from '../../../ui/team-page-parts';

const LEVELS = ['1', '2', '3', '4', '5'];

interface Crumb {
  memberId: string;
  account: string;
}

export function DownlineManagementPage() {
  const { t, i18n } = useTranslation(['agentTeam', 'common']);
  const { timezone } = usePermission().merchant;
  const ids = { username: useId(), level: useId() };
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [level, setLevel] = useState('');
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const parent = trail.at(-1) ?? null;
  const list = useQuery({ ...downlinesQueryOptions({ username, level, parentId: parent?.memberId ?? null, pageNo }), placeholderData: keepPreviousData });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(draft);
    setPageNo(1);
  };
  const clearSearch = () => {
    setDraft('');
    setUsername('');
    setLevel('');
    setPageNo(1);
  };
  const open = (crumbs: Crumb[]) => {
    setTrail(crumbs);
    setPageNo(1);
  };

  const body = (
    <QueryStates
      query={list}
      loadingTestId="team-loading"
      loadingRows={2}
      errorText={(error) => teamErrorText(t, error)}
      retryLabel={t('common:actions.retry')}
    >
      {({ content, currency, total, pageNum, totalPages }) => (
        <Results aria-busy={list.isPlaceholderData || undefined}>
          <p data-testid="downline-count">{t('downlines.count', { count: total })}</p>
          {content.length === 0 ? (
            // Nothing found: clear the search, or, with no team yet, register its first member.
            <EmptyState message={t('downlines.empty')}>
              {username || level ? (
                <Button tone="ghost" onClick={clearSearch}>
                  {t('downlines.clearSearch')}
                </Button>
              ) : trail.length === 0 ? (
                <ButtonLink to="/agentHome/registerCenter">{t('overview.register')}</ButtonLink>
              ) : null}
            </EmptyState>
          ) : (
            <Scroll>
              <Table data-testid="downline-table" aria-label={t('titles.downlines')}>
                <thead>
                  <tr>
                    <th scope="col">{t('downlines.account')}</th>
                    <th scope="col">{t('downlines.level')}</th>
                    <th scope="col">{t('downlines.kind')}</th>
                    <th scope="col" className="amount">
                      {t('downlines.balance')}
                    </th>
                    <th scope="col">{t('downlines.lastLogin')}</th>
                    <th scope="col">{t('downlines.status')}</th>
                    <th scope="col">{t('downlines.downlines')}</th>
                  </tr>
                </thead>
                <tbody>
                  {content.map((row) => (
                    <tr key={row.memberId}>
                      <th scope="row">{row.account}</th>
                      <td>{row.level}</td>
                      <td>{row.isAgent ? t('downlines.agent') : t('downlines.member')}</td>
                      <td className="amount">{formatMoney(row.balance, currency, { locale: i18n.language })}</td>
                      <td>{row.lastLoginAt ? formatDateTime(row.lastLoginAt, i18n.language, timezone) : t('downlines.never')}</td>
                      <td>{t(`downlines.${row.status}`)}</td>
                      <td>
                        {row.downlineCount > 0 ? (
                          <Button tone="ghost" onClick={() => open([...trail, { memberId: row.memberId, account: row.account }])}>
                            {t('downlines.open', { account: row.account, n: row.downlineCount })}
                          </Button>
                        ) : (
                          row.downlineCount
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          )}
          <Pager page={pageNum} totalPages={totalPages} onPage={setPageNo} />
        </Results>
      )}
    </QueryStates>
  );

  return (
    <TeamPage title={t('titles.downlines')}>
      <form role="search" aria-label={t('downlines.search')} onSubmit={search}>
        <FilterRow>
          <Field>
            <label htmlFor={ids.username}>{t('downlines.username')}</label>
            <input id={ids.username} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field>
          <Field>
            <label htmlFor={ids.level}>{t('downlines.level')}</label>
            <select
              id={ids.level}
              value={level}
              onChange={(e) => {
                setLevel(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('downlines.allLevels')}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t('downlines.levelN', { level: l })}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit">{t('downlines.searchButton')}</Button>
        </FilterRow>
      </form>
      {trail.length > 0 ? (
        <nav aria-label={t('downlines.trail')}>
          <FilterRow>
            <Button tone="ghost" onClick={() => open([])}>
              {t('downlines.myTeam')}
            </Button>
            {trail.map((crumb, index) => (
              <Button
                key={crumb.memberId}
                tone="ghost"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
                onClick={() => open(trail.slice(0, index + 1))}
              >
                {crumb.account}
              </Button>
            ))}
          </FilterRow>
        </nav>
      ) : null}
      {body}
    </TeamPage>
  );
}
