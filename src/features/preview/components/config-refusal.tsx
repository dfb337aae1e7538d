// The last configuration change live reload refused, with each problem as merchants:check prints it, so staff
// previewing a merchant see why their edit is not showing. Nothing while every change applies.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format-date';
import { useConfigRefusal } from '../api/get-config-refusal';
import { Panel } from './console-styles';

const Notice = styled(Panel)`
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  margin-block-end: ${({ theme }) => theme.spacing.lg};

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.lg};
  }

  code {
    overflow-wrap: anywhere;
  }
`;

export function ConfigRefusalNotice() {
  const { t, i18n } = useTranslation('preview');
  const { data } = useConfigRefusal();
  if (!data) return null;
  return (
    <Notice role="status" aria-labelledby="config-refusal-title">
      <h2 id="config-refusal-title">{t('configRefused.title')}</h2>
      <p>{t('configRefused.text', { time: formatDateTime(data.refusedAt, i18n.language, Intl.DateTimeFormat().resolvedOptions().timeZone) })}</p>
      <ul>
        {data.problems.map((p, i) => (
          <li key={i}>
            <code>{`${p.severity === 'warning' ? 'warning: ' : ''}${p.file} ${p.pointer || '/'}: ${p.reason}${p.rule ? ` (${p.rule})` : ''}${p.fix ? ` fix: ${p.fix}` : ''}`}</code>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
