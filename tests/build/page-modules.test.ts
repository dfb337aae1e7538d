// The build reads which modules draw each page from the route table's text (scripts/page-modules.ts), to preload a
// first page's chunks with the entry (issue 15): every page of the table must be found, each at a module that exists.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModuleSpecifiers, specifierPath } from '../../scripts/page-modules';
import { PAGES_WITH_MODULES } from '../../src/app/route-table';

const specifiers = pageModuleSpecifiers(readFileSync('src/app/route-table.ts', 'utf8'));

describe('pageModuleSpecifiers', () => {
  it('[issue 15] finds every page of the route table, in each of the table\'s shapes', () => {
    expect(Object.keys(specifiers).sort()).toEqual([...PAGES_WITH_MODULES].sort());
    expect(specifiers.rng).toEqual(['./routes/game-category']);
    expect(specifiers.lottery).toEqual(['./routes/lottery']);
    expect(specifiers.help).toEqual(['./routes/help']);
    expect(specifiers['member.depositv2']).toEqual(['../features/wallet/routes/deposit-route', '../features/member-centre/routes/with-member-centre']);
    expect(specifiers['agentHome.withdraw']).toEqual(['../features/withdrawal/routes/withdraw-route', '../features/agent-team/routes/with-agent-page']);
  });

  it('[issue 15] names modules that exist', () => {
    for (const [page, modules] of Object.entries(specifiers)) {
      for (const specifier of modules) expect(['.ts', '.tsx'].some((ext) => existsSync(`${specifierPath(specifier)}${ext}`)), `${page}: ${specifier}`).toBe(true);
    }
  });
});
