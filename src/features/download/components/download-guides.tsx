// The app download page (spec P2.1-7): how to put the site on the home screen of an iPhone and of an Android phone.
// The guides are static texts; #ios and #android are anchors the merchant's download resources point to. The site
// has a web app manifest and a service worker (docs/phones.md), so Install app and Add to Home Screen do what they say.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Guides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Guide = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 80px;

  h2 {
    margin-top: 0;
  }
  ol {
    margin: 0;
    padding-inline-start: 1.4em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing.sm};
  }
`;

function Steps({ stepsKey }: { stepsKey: string }) {
  const { t } = useTranslation('pages');
  const steps = t(stepsKey, { returnObjects: true }) as unknown;
  return (
    <ol>
      {(Array.isArray(steps) ? (steps as string[]) : []).map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

export function DownloadGuides({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <p>{t('download.intro', { name: merchantName })}</p>
      <Guides>
        <Guide id="ios" aria-labelledby="ios-title">
          <h2 id="ios-title">{t('download.iosTitle')}</h2>
          <Steps stepsKey="download.iosSteps" />
        </Guide>
        <Guide id="android" aria-labelledby="android-title">
          <h2 id="android-title">{t('download.androidTitle')}</h2>
          <Steps stepsKey="download.androidSteps" />
        </Guide>
      </Guides>
      <p>{t('download.afterInstall', { name: merchantName })}</p>
    </>
  );
}
