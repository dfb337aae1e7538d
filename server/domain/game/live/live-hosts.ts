// The hosts of the live tables (spec P7.2-13; docs/vendors.md, "Hosts and chat"): two per table, each on shift for
// some hours of the day (UTC), the same on every node. The platform's host list (LIVE_modelList) and the demo
// aggregator's table page both read them here, so the host the list shows is the one seated at the table.

export interface TableHost { seat: 0 | 1; name: string; online: boolean }

// Hosts' stage names.
const hostNames = ['Anna', 'Bella', 'Chloe', 'Daisy', 'Emma', 'Fiona', 'Grace', 'Hana', 'Iris', 'Jade', 'Kiri', 'Lina', 'Mia', 'Nora', 'Ploy', 'Sophea', 'Thida', 'Vanna'];

/** A small stable hash (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The two hosts of a table (by vendor and game code) and whether each is on shift at an instant. */
export function tableHosts(vendor: string, gameCode: string, at: Date): TableHost[] {
  const hour = at.getUTCHours();
  return ([0, 1] as const).map((seat) => {
    const h = hash(`${vendor}:${gameCode}:${seat}`);
    const shiftStart = h % 24;
    const shiftHours = 6 + (h % 7); // 6 to 12 hours
    return { seat, name: hostNames[h % hostNames.length]!, online: (hour - shiftStart + 24) % 24 < shiftHours };
  });
}

/** The host dealing at the table now: the first on shift, else none (the table deals by itself). */
export const hostOnShift = (vendor: string, gameCode: string, at: Date): TableHost | undefined => tableHosts(vendor, gameCode, at).find((h) => h.online);
