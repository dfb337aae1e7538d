// The help centre (spec P2.1-6): a table of contents and every article under its own anchor, so /help#term lands on
// the terms once they have loaded.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { EmptyState } from '../../../ui/empty-state';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import type { HelpArticle } from '../api/get-help-center';

const Contents = styled.nav`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: 1rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.xl};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    ${focusRing}
  }
`;

const Article = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 80px;

  h2 {
    margin-top: 0;
  }
`;

export function HelpArticles({ articles }: { articles: HelpArticle[] }) {
  const { t } = useTranslation('pages');
  const { hash } = useLocation();

  // The router scrolled before the articles existed; scroll again now that the anchor is on the page.
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (id && articles.some((article) => article.id === id)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, articles]);

  if (articles.length === 0) return <EmptyState message={t('help.empty')} />;
  return (
    <>
      <Contents aria-labelledby="help-contents">
        <h2 id="help-contents">{t('help.contents')}</h2>
        <ul>
          {articles.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>
            </li>
          ))}
        </ul>
      </Contents>
      {articles.map((article) => (
        <Article key={article.id} id={article.id} aria-labelledby={`${article.id}-title`}>
          <h2 id={`${article.id}-title`}>{article.title}</h2>
          <SanitizedHtml html={article.content} />
        </Article>
      ))}
    </>
  );
}
