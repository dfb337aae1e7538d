// Help centre articles (spec M7-11, P2.1-6) in one language, en as the fallback; the article "term" is the terms page.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { HelpArticle } from '../../src/engine/api/system.js';
import { localize } from './localize.js';

export function helpArticles(merchant: MerchantConfig, language: string | undefined): HelpArticle[] {
  const lang = language ?? merchant.defaultLanguage;
  return (merchant.helpCenter ?? []).map((a) => ({ id: a.id, title: localize(a.title, lang), content: localize(a.content, lang) }));
}
