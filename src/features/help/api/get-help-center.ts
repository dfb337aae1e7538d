// GET /wps/system/helpCenter (spec M7-11): the help articles in the visitor's language for the web; the article with
// id "term" holds the user protocol and terms that /help#term opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { localizedText, type Localized } from '../../../lib/localized';

export const HELP_CENTER_PATH = '/wps/system/helpCenter';
export const TERMS_ARTICLE_ID = 'term';

export interface HelpArticle {
  id: string;
  title: string;
  /** HTML: sanitise before showing. */
  content: string;
}

type WireArticle = { id: string; title: Localized | string; content: Localized | string };

export async function getHelpCenter({ language, signal }: { language: string; signal?: AbortSignal }): Promise<HelpArticle[]> {
  const value = await apiValue<WireArticle[] | { articles?: WireArticle[] } | null>(HELP_CENTER_PATH, { query: { lang: language, device: 'WEB' }, signal });
  const articles = Array.isArray(value) ? value : (value?.articles ?? []);
  return articles.map((article) => ({ id: article.id, title: localizedText(article.title, language), content: localizedText(article.content, language) }));
}

export const helpCenterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['help-center', 'list', { language }],
    queryFn: ({ signal }) => getHelpCenter({ language, signal }),
  });

export function useHelpCenter(language: string) {
  return useQuery(helpCenterQueryOptions(language));
}
