// The frame of the maintenance and region pages: they replace the whole site, so they carry the logo and the
// language and palette controls themselves.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { localizedText } from '../../../lib/localized';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.lg};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  width: min(100%, 560px);
  padding: ${({ theme }) => theme.spacing.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
  }
`;

export interface StatusPageLayoutProps {
  merchantName: string;
  tools?: ReactNode;
  children: ReactNode;
}

export function StatusPageLayout({ merchantName, tools, children }: StatusPageLayoutProps) {
  const { logo } = useTheme();
  const { i18n } = useTranslation();
  return (
    <Page>
      <Bar>
        <img src={logo.src} width={logo.width} height={logo.height} alt={localizedText(logo.alt, i18n.language) || merchantName} />
        <Tools>{tools}</Tools>
      </Bar>
      <Main>
        <Card>{children}</Card>
      </Main>
    </Page>
  );
}
