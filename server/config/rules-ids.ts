// Lint rules for the ids a merchant file gives its entries: the site and the server find an entry by its id (the
// permission data keys resources by id, a customer-service button opens the channel of its csPosition), so two
// entries with one id hide one of them. And a customer-service channel opens a link of its kind.
import type { LintFinding, LintRule } from './lint-types.js';

/** Lists whose entries are found by one of their fields. */
const keyedLists: { list: string; key: string; what: string }[] = [
  { list: 'resources', key: 'id', what: 'the permission data keys resources by id' },
  { list: 'customerService', key: 'csPosition', what: 'a button opens the channel of its csPosition' },
  { list: 'banners', key: 'id', what: 'banners are tracked and keyed by id' },
  { list: 'announcements', key: 'id', what: 'announcements are marked read by id' },
  { list: 'helpCenter', key: 'id', what: '/help#ID opens the article of that id' },
];

export const idsUnique: LintRule = {
  id: 'ids-unique',
  severity: 'error',
  description: `Entries found by an id have distinct ids: ${keyedLists.map((l) => `${l.list}[].${l.key}`).join(', ')}, payments.deposit.methods[].id.`,
  fix: 'give the entry its own id, or remove the repeated one',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) => {
      const lists = [
        ...keyedLists.map((l) => ({ ...l, entries: ((config as unknown as Record<string, unknown>)[l.list] ?? []) as Record<string, unknown>[], base: `/${l.list}` })),
        { list: 'payments.deposit.methods', key: 'id', what: 'a deposit is made with the method of its id', entries: (config.payments?.deposit?.methods ?? []) as unknown as Record<string, unknown>[], base: '/payments/deposit/methods' },
      ];
      return lists.flatMap(({ key, what, entries, base }) => {
        const seen = new Map<unknown, number>();
        return entries.flatMap((entry, i): LintFinding[] => {
          const first = seen.get(entry[key]);
          if (first === undefined) {
            seen.set(entry[key], i);
            return [];
          }
          return [{ file, pointer: `${base}/${i}/${key}`, reason: `${key} "${String(entry[key])}" is also entry ${first}'s, and ${what}: one of them can never be reached`, fix: `give entry ${i} its own ${key}` }];
        });
      });
    }),
};

/** The hosts a channel of each kind opens; LIVECHAT and VIP open anything (a site path or a chat provider). */
const channelHosts: Record<string, readonly string[]> = {
  TELEGRAM: ['t.me', 'telegram.me'],
  WHATSAPP: ['wa.me', 'whatsapp.com', 'api.whatsapp.com'],
  LINE: ['line.me', 'lin.ee'],
  FACEBOOK: ['facebook.com', 'www.facebook.com', 'm.me', 'fb.me', 'm.facebook.com'],
};

export const customerServiceKindPath: LintRule = {
  id: 'customer-service-kind-path',
  severity: 'warning',
  description: `A customer-service channel of a messaging kind opens that messenger: ${Object.entries(channelHosts).map(([k, h]) => `${k} ${h.join(' or ')}`).join('; ')}.`,
  fix: 'point the channel at its messenger (https://t.me/NAME for TELEGRAM), or change its csType',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) =>
      config.customerService.flatMap((cs, i): LintFinding[] => {
        const hosts = channelHosts[cs.csType];
        if (!hosts) return [];
        let host = '';
        try {
          host = new URL(cs.path.trim()).hostname.toLowerCase();
        } catch {
          // A site path: not a messenger link.
        }
        return hosts.includes(host) ? [] : [{ file, pointer: `/customerService/${i}/path`, reason: `${cs.csType} channel ${cs.csPosition} opens ${cs.path}, not ${hosts[0]}: players get the ${cs.csType} icon and another place`, fix: `use https://${hosts[0]}/... or set csType to LIVECHAT` }];
      }),
    ),
};
