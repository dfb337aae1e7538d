// /member/referral (spec M2-12, P2.10-4): the member's own invitation code, the registration link that fills it in
// (with a copy button), how many friends joined and deposited, and the friends who joined, page by page.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { focusRing } from '../../../ui/focus-ring';
import { referralQueryOptions, type Referral } from '../api/member-extras-api';
import { Figures, Panel, QueryState, Table, TableBox } from './parts';

const LinkField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  input {
    flex: 1;
    min-width: 220px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    ${focusRing}
  }
`;

function Invitation({ referral }: { referral: Referral }) {
  const { t } = useTranslation('memberExtras');
  const [note, setNote] = useState('');
  const inputId = useId();
  const link = `${window.location.origin}${referral.path}`;
  const copy = () => {
    const done = () => setNote(t('referral.copied'));
    const failed = () => setNote(t('referral.copyFailed'));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(link).then(done, failed);
  };
  return (
    <Panel aria-labelledby="referral-invite-title">
      <h2 id="referral-invite-title">{t('referral.invite')}</h2>
      <p>{t('referral.explain')}</p>
      <Figures>
        <div>
          <dt>{t('referral.code')}</dt>
          <dd data-testid="referral-code">{referral.code}</dd>
        </div>
        <div>
          <dt>{t('referral.invited')}</dt>
          <dd data-testid="referral-invited">{referral.counts.invited}</dd>
        </div>
        <div>
          <dt>{t('referral.deposited')}</dt>
          <dd>{referral.counts.deposited}</dd>
        </div>
      </Figures>
      <label htmlFor={inputId}>{t('referral.link')}</label>
      <LinkField>
        <input id={inputId} readOnly value={link} onFocus={(event) => event.target.select()} data-testid="referral-link" />
        <Button tone="secondary" onClick={copy}>
          {t('referral.copy')}
        </Button>
      </LinkField>
      <p role="status" data-testid="referral-copy-note">
        {note}
      </p>
    </Panel>
  );
}

function Invited({ referral, pageNo, setPageNo }: { referral: Referral; pageNo: number; setPageNo: (n: number) => void }) {
  const { t, i18n } = useTranslation('memberExtras');
  const { timezone } = usePermission().merchant;
  const { invited } = referral;
  return (
    <Panel aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title">{t('referral.friends')}</h2>
      {invited.content.length === 0 ? (
        <EmptyState message={t('referral.noFriends')} />
      ) : (
        <>
          <TableBox>
            <Table data-testid="referral-friends">
              <thead>
                <tr>
                  <th scope="col">{t('referral.account')}</th>
                  <th scope="col">{t('referral.joinedAt')}</th>
                  <th scope="col">{t('referral.depositState')}</th>
                </tr>
              </thead>
              <tbody>
                {invited.content.map((f) => (
                  <tr key={`${f.account}-${f.joinedAt}`}>
                    <td>{f.account}</td>
                    <td>{formatDateTime(f.joinedAt, i18n.language, timezone)}</td>
                    <td>{f.deposited ? t('referral.hasDeposited') : t('referral.notDeposited')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
          {invited.totalPages > 1 && (
            <div className="actions">
              <Button tone="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('pager.previous')}
              </Button>
              <span>{t('pager.page', { page: pageNo, pages: invited.totalPages })}</span>
              <Button tone="secondary" disabled={pageNo >= invited.totalPages} onClick={() => setPageNo(pageNo + 1)}>
                {t('pager.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

export function ReferralPage() {
  const [pageNo, setPageNo] = useState(1);
  const referral = useQuery(referralQueryOptions(pageNo));
  return (
    <QueryState query={referral} testId="referral">
      {(data) => (
        <>
          <Invitation referral={data} />
          <Invited referral={data} pageNo={pageNo} setPageNo={setPageNo} />
        </>
      )}
    </QueryState>
  );
}
