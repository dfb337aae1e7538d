// Which of a merchant's languages a caller reads: the site names its current language in Accept-Language on every
// call (src/lib/api-client.ts); a browser's own header ranks several. Used for what the server words itself, such
// as the SMS and e-mail texts (server/services/notifications/outbound-texts.ts).

/** The tags of an Accept-Language header, best first (q=0 dropped, malformed parts ignored). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The first accepted tag the merchant offers: exactly (zh-TW), else by its primary subtag (zh-CN reads zh, pt
 * reads pt-BR), else the merchant's default language.
 */
export function visitorLanguage(header: string | undefined, offered: readonly string[], fallback: string): string {
  const byLower = new Map(offered.map((code) => [code.toLowerCase(), code]));
  for (const tag of acceptedLanguages(header)) {
    const lower = tag.toLowerCase();
    const exact = byLower.get(lower);
    if (exact) return exact;
    const primary = lower.split('-')[0]!;
    const related = byLower.get(primary) ?? offered.find((code) => code.toLowerCase().split('-')[0] === primary);
    if (related) return related;
  }
  return fallback;
}

/** A member's saved language when the merchant still offers it, else the language the caller reads. */
export function recipientLanguage(saved: string | null | undefined, offered: readonly string[], callerLanguage: string): string {
  return saved && offered.includes(saved) ? saved : callerLanguage;
}
