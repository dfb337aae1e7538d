// GET /wps/system/helpCenter (spec M7-11): the help articles in the visitor's language for the web; the article with
// id "term" holds the user protocol and terms that /help#term opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticle } from '../../../engine/api/system';
import { apiValue } from '../../../lib/api-client';

export type { HelpArticle };

export const HELP_CENTER_PATH = '/wps/system/helpCenter';

export function getHelpCenter({ language, signal }: { language: string; signal?: AbortSignal }): Promise<HelpArticle[]> {
  return apiValue<HelpArticle[]>(HELP_CENTER_PATH, { query: { lang: language, device: 'WEB' }, signal });
}

export const helpCenterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['help-center', 'list', { language }],
    queryFn: ({ signal }) => getHelpCenter({ language, signal }),
  });

export function useHelpCenter(language: string) {
  return useQuery(helpCenterQueryOptions(language));
}
