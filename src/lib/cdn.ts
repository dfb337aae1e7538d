// Image and game-launch hosts (spec P3-21): one host is picked at random from the merchant's list for the session;
// an empty list means the site's own origin.
const picked = new Map<string, string>();

export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  const key = hosts.join('|');
  let host = picked.get(key);
  if (host === undefined) {
    host = hosts[Math.floor(random() * hosts.length)] ?? '';
    picked.set(key, host);
  }
  return host;
}

/** A local asset path on the chosen image host; absolute URLs are left alone. */
export function imageUrl(path: string, imageCDNs: readonly string[]): string {
  if (/^[a-z]+:\/\//i.test(path) || path.startsWith('data:')) return path;
  const host = pickHost(imageCDNs).replace(/\/+$/, '');
  return host ? `${host}${path.startsWith('/') ? '' : '/'}${path}` : path;
}
