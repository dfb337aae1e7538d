// The W3C Design Tokens format: every theme goes out and comes back unchanged, aliases and older value forms read.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../../src/engine/config-types';
import { EXTENSION, fromDesignTokens, toDesignTokens } from '../../src/engine/design-tokens';

// The document as a loosely typed tree, to reach into and edit as a design tool would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

const dir = new URL('../../themes/', import.meta.url);
const themes = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => JSON.parse(readFileSync(new URL(`${e.name}/theme.json`, dir), 'utf8')) as ThemeConfig);

describe('toDesignTokens and fromDesignTokens [P1-1]', () => {
  it.each(themes.map((t) => [t.code, t] as const))('round-trips %s without loss', (_code, theme) => {
    const { theme: back, problems } = fromDesignTokens(JSON.parse(JSON.stringify(toDesignTokens(theme))));
    expect(problems).toEqual([]);
    expect(back).toEqual(theme);
  });

  it('writes typed DTCG tokens: colours, dimensions with units, durations, a cubic Bézier, shadows', () => {
    const doc = toDesignTokens(themes[0]!) as Doc;
    expect(doc.color.dark.primary).toEqual({ $type: 'color', $value: themes[0]!.palettes.dark.primary });
    expect(doc.radius.small).toEqual({ $type: 'dimension', $value: { value: themes[0]!.radius.small, unit: 'px' } });
    expect(doc.font.size.body.$value).toEqual({ value: themes[0]!.typography.scale.body, unit: 'rem' });
    expect(doc.motion.duration.short.$type).toBe('duration');
    expect(doc.motion.easing.$type).toBe('cubicBezier');
    expect(doc.shadow.high.$type).toBe('shadow');
    expect(doc.$extensions[EXTENSION]).toMatchObject({ code: themes[0]!.code, layout: themes[0]!.layout });
  });

  it('reads aliases, "12px" strings, sRGB colour objects and second durations as design tools write them', () => {
    const doc = toDesignTokens(themes[0]!) as Doc;
    doc.color.light.focus = { $type: 'color', $value: '{color.light.primary}' };
    doc.radius.large = { $type: 'dimension', $value: '20px' };
    doc.color.dark.text = { $type: 'color', $value: { colorSpace: 'srgb', components: [1, 1, 1] } };
    doc.motion.duration.medium = { $type: 'duration', $value: { value: 0.3, unit: 's' } };
    const { theme, problems } = fromDesignTokens(doc);
    expect(problems).toEqual([]);
    expect(theme.palettes.light.focus).toBe(themes[0]!.palettes.light.primary);
    expect(theme.radius.large).toBe(20);
    expect(theme.palettes.dark.text).toBe('#ffffff');
    expect(theme.motion.durations.medium).toBe(300);
  });

  it('names what is missing or circular by its token path', () => {
    const doc = toDesignTokens(themes[0]!) as Doc;
    delete doc.color.dark.border;
    doc.color.light.text = { $type: 'color', $value: '{color.light.text}' };
    const { problems } = fromDesignTokens(doc);
    expect(problems).toEqual(expect.arrayContaining([{ path: 'color.dark.border', reason: 'missing token' }, expect.objectContaining({ reason: 'aliases go round in a circle' })]));
  });
});
