// The permission data's plain constants, apart from its TypeBox schemas (permission-data.ts): the site's first chunk
// needs these two values, and importing them from the schema module would carry TypeBox (about 10 kB gzip) with them.

export const SystemStatusCode = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

/** The id of the JSON data block in which the server's page shell carries the permission data (read at boot). */
export const PERMISSION_DATA_ID = 'permission-data';

/** The id of the JSON data block with answers the page shell already knows, by the URL the site would ask them at. */
export const INLINE_ANSWERS_ID = 'inline-answers';

/**
 * The attribute marking the built page's modulepreload of the route table (src/app/route-table.ts): every page but
 * the home needs it with the entry, so the page shell leaves it out of the home only.
 */
export const ROUTE_TABLE_PRELOAD_ATTRIBUTE = 'data-route-table';

/** The build's list, per page id, of the chunks a page's module needs beyond the entry (scripts/vite-route-table.ts). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
