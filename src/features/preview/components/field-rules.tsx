// The merchant's register field rules as a table of two switches per field: shown and required.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RegisterFieldRule } from '../../../engine/permission-data';
import { Badge } from './console-styles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: 600;
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: center;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface FieldRulesProps {
  fields: readonly string[];
  ruleOf: (field: string) => Pick<RegisterFieldRule, 'enabled' | 'required'>;
  changed: ReadonlySet<string>;
  onChange: (field: string, change: Partial<Pick<RegisterFieldRule, 'enabled' | 'required'>>) => void;
}

export function FieldRules({ fields, ruleOf, changed, onChange }: FieldRulesProps) {
  const { t } = useTranslation('preview');
  return (
    <Table>
      <caption>{t('controls.fields')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fields.field')}</th>
          <th scope="col">{t('fields.shown')}</th>
          <th scope="col">{t('fields.required')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const rule = ruleOf(field);
          return (
            <tr key={field}>
              <th scope="row">
                {field} {changed.has(field) ? <Badge>{t('flags.changed')}</Badge> : null}
              </th>
              <td>
                <input type="checkbox" aria-label={t('fields.shownLabel', { field })} checked={rule.enabled} onChange={(event) => onChange(field, { enabled: event.target.checked })} />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('fields.requiredLabel', { field })}
                  checked={rule.required}
                  disabled={!rule.enabled}
                  onChange={(event) => onChange(field, { required: event.target.checked })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
