// Theme schema version 2: a version-1 theme file (colours, radii, two fonts, a logo) migrates to the design tokens
// with the look the site had before tokens, and the repository's themes are all in the current version.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrateConfig } from '../../server/config/migrations';
import type { ThemeConfig } from '../../src/engine/config-types';
import { CLASSIC_LAYOUT, SPEC_HOME_SECTIONS, migrateThemeV1ToV2 } from '../../src/engine/theme-migration';

const v1 = JSON.parse(readFileSync(new URL('../config/fixtures/theme-v1-aurora.json', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('migrateThemeV1ToV2 [P1-1]', () => {
  const migrated = migrateThemeV1ToV2(structuredClone(v1)) as unknown as ThemeConfig;

  it('moves the fonts into typography.families and keeps colours, radii and logo as they were', () => {
    expect(migrated).not.toHaveProperty('fonts');
    expect(migrated.typography.families).toEqual(v1.fonts);
    expect(migrated.palettes).toEqual(v1.palettes);
    expect(migrated.radius).toEqual(v1.radius);
    expect(migrated.logo).toEqual(v1.logo);
  });

  it('adds the tokens at the values the site hard-coded: regular density, 1 px borders, filled buttons, 4:3 card tiles', () => {
    expect(migrated.density).toBe('regular');
    expect(migrated.borders).toEqual({ width: 1 });
    expect(migrated.typography.scale).toMatchObject({ body: 1, sectionTitle: 1.3 });
    expect(migrated.typography.lineHeights).toEqual({ body: 1.5, heading: 1.3 });
    expect(migrated.components).toMatchObject({ button: { style: 'filled' }, gameTile: { style: 'card', aspectRatio: '4:3' }, input: { style: 'outlined' } });
  });

  it('keeps the classic layout and the spec home page (P2.2) as its sections', () => {
    expect(migrated.layout).toEqual(CLASSIC_LAYOUT);
    expect(migrated.home.sections.map((s) => s.type)).toEqual(SPEC_HOME_SECTIONS.map((s) => s.type));
  });

  it('keeps the order of the other keys, the tokens placed around radius', () => {
    expect(Object.keys(migrated)).toEqual(['$schema', 'schemaVersion', 'code', 'name', 'logo', 'typography', 'density', 'radius', 'borders', 'shadows', 'motion', 'components', 'layout', 'home', 'palettes']);
  });

  it('is pure: the input is unchanged, and a file already in the new shape passes as it is', () => {
    const input = structuredClone(v1);
    migrateThemeV1ToV2(input);
    expect(input).toEqual(v1);
    expect(migrateThemeV1ToV2(migrated as unknown as Record<string, unknown>)).toEqual(migrated);
  });

  it('runs on load through migrateConfig: version 1 becomes 2', () => {
    const result = migrateConfig('theme', structuredClone(v1));
    expect(result).toMatchObject({ fromVersion: 1, migrated: true, problems: [] });
    expect((result.data as ThemeConfig).schemaVersion).toBe(2);
  });

  it('leaves nothing to migrate in the repository (merchants:check --fix was run)', () => {
    const dir = new URL('../../themes/', import.meta.url);
    for (const entry of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const theme = JSON.parse(readFileSync(new URL(`${entry.name}/theme.json`, dir), 'utf8'));
      expect(migrateConfig('theme', theme).migrated, entry.name).toBe(false);
    }
  });
});
