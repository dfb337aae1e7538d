// Lint rules for the ids a merchant file gives its entries: the site and the server find an entry by its id (the
// permission data keys resources by id, a customer-service button opens the channel of its csPosition), so two
// entries with one id hide one of them. And a customer-service channel opens a link of its kind.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { LintFinding, LintRule } from './lint-types.js';

/** Lists whose entries are found by one of their fields; `keys` reads that field of each entry, in order. */
const keyedLists: { list: string; key: string; what: string; keys: (config: MerchantConfig) => readonly unknown[] }[] = [
  { list: 'resources', key: 'id', what: 'the permission data keys resources by id', keys: (c) => (c.resources ?? []).map((e) => e.id) },
  { list: 'customerService', key: 'csPosition', what: 'a button opens the channel of its csPosition', keys: (c) => (c.customerService ?? []).map((e) => e.csPosition) },
  { list: 'banners', key: 'id', what: 'banners are tracked and keyed by id', keys: (c) => (c.banners ?? []).map((e) => e.id) },
  { list: 'announcements', key: 'id', what: 'announcements are marked read by id', keys: (c) => (c.announcements ?? []).map((e) => e.id) },
  { list: 'helpCenter', key: 'id', what: '/help#ID opens the article of that id', keys: (c) => (c.helpCenter ?? []).map((e) => e.id) },
];

export const idsUnique: LintRule = {
  id: 'ids-unique',
  severity: 'error',
  description: `Entries found by an id have distinct ids: ${keyedLists.map((l) => `${l.list}[].${l.key}`).join(', ')}, payments.deposit.methods[].id.`,
  fix: 'give the entry its own id, or remove the repeated one',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) => {
      const lists = [
        ...keyedLists.map((l) => ({ ...l, values: l.keys(config), base: `/${l.list}` })),
        { list: 'payments.deposit.methods', key: 'id', what: 'a deposit is made with the method of its id', values: (config.payments?.deposit?.methods ?? []).map((m) => m.id), base: '/payments/deposit/methods' },
      ];
      return lists.flatMap(({ key, what, values, base }) => {
        const seen = new Map<unknown, number>();
        return values.flatMap((value, i): LintFinding[] => {
          const first = seen.get(value);
          if (first === undefined) {
            seen.set(value, i);
            return [];
          }
          return [{ file, pointer: `${base}/${i}/${key}`, reason: `${key} "${String(value)}" is also entry ${first}'s, and ${what}: one of them can never be reached`, fix: `give entry ${i} its own ${key}` }];
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
