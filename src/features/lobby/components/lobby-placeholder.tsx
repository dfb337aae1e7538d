// The home lobby's place until the lobby release: it says what will be here.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
  }
  p {
    margin: 0;
  }
`;

export function LobbyPlaceholder() {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="lobby-title">
      <h2 id="lobby-title">{t('home.lobbyTitle')}</h2>
      <p>{t('home.lobbyPlaceholder')}</p>
    </Panel>
  );
}
