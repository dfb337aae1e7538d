// A member page of the route table without a module of its own (every page of M2 has one now): inside the member
// centre shell, which shows its title, a line saying it is not open yet.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <Panel data-testid="member-placeholder">
      <p>{t('member.placeholder')}</p>
    </Panel>
  );
}
