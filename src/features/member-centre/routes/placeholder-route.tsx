// A member page another release will build: what it will hold, inside the member centre shell (which shows the title).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberPageName } from '../components/member-centre-page';

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
  const name = useMemberPageName();
  return (
    <Panel data-testid="member-placeholder">
      <p>{t(`member.${name}.placeholder`)}</p>
    </Panel>
  );
}
