// A theme as a W3C Design Tokens (DTCG) file and back, so design tools (Figma's Tokens Studio, Style Dictionary,
// Penpot) can read and write a brand. Tokens with a DTCG type (colours, font families and weights, dimensions,
// durations, cubic Béziers, shadows, numbers) are tokens; what DTCG has no type for (density, component styles,
// layout, home sections, the logo) travels in the root's $extensions under "com.livery.theme", so the round trip
// loses nothing. Reading resolves aliases ("{color.dark.primary}") and takes dimensions and durations both as
// { value, unit } objects (the current draft) and as "6px" strings (older tools), colours as hex or sRGB objects.
import type { Palette, ThemeConfig } from './config-types';

export const EXTENSION = 'com.livery.theme';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A deep copy of plain configuration data as JSON (undefined fields left out, as JSON.stringify would). */
function jsonOf(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(jsonOf);
  return typeof value === 'object' ? jsonObjectOf(value) : null;
}
function jsonObjectOf(value: object): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, jsonOf(v)]));
}
export type DesignTokens = JsonObject;

const token = (type: string, value: Json, description?: string): JsonObject =>
  description ? { $type: type, $value: value, $description: description } : { $type: type, $value: value };
const dimension = (value: number, unit: 'px' | 'rem') => token('dimension', { value, unit });
const duration = (value: number) => token('duration', { value, unit: 'ms' });

function alphaHex(opacity: number): string {
  return Math.round(opacity * 255).toString(16).padStart(2, '0');
}

const mapValues = <T, U>(record: Readonly<Record<string, T>>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/** The theme as a DTCG document. */
export function toDesignTokens(theme: ThemeConfig): DesignTokens {
  const { typography: type } = theme;
  return {
    $description: `Livery theme ${theme.name} (${theme.code})`,
    color: {
      dark: mapValues({ ...theme.palettes.dark }, (hex) => token('color', hex)),
      light: mapValues({ ...theme.palettes.light }, (hex) => token('color', hex)),
    },
    font: {
      family: mapValues({ ...type.families }, (family) => token('fontFamily', family)),
      size: mapValues({ ...type.scale }, (rem) => dimension(rem, 'rem')),
      weight: mapValues({ ...type.weights }, (weight) => token('fontWeight', weight)),
      lineHeight: mapValues({ ...type.lineHeights }, (ratio) => token('number', ratio)),
    },
    radius: mapValues({ ...theme.radius }, (px) => dimension(px, 'px')),
    border: { width: dimension(theme.borders.width, 'px') },
    shadow: mapValues({ ...theme.shadows }, (s) =>
      token('shadow', {
        color: `#000000${alphaHex(s.opacity)}`,
        offsetX: { value: 0, unit: 'px' },
        offsetY: { value: s.offsetY, unit: 'px' },
        blur: { value: s.blur, unit: 'px' },
        spread: { value: s.spread, unit: 'px' },
      }),
    ),
    motion: {
      duration: mapValues({ ...theme.motion.durations }, duration),
      easing: token('cubicBezier', [...theme.motion.easing]),
    },
    $extensions: {
      [EXTENSION]: {
        schemaVersion: theme.schemaVersion,
        code: theme.code,
        name: theme.name,
        logo: { ...theme.logo },
        density: theme.density,
        components: jsonObjectOf(theme.components),
        layout: jsonObjectOf(theme.layout),
        home: jsonObjectOf(theme.home),
      },
    },
  };
}

export interface TokenProblem {
  /** Dotted path of the token in the DTCG file. */
  path: string;
  reason: string;
}

export interface ImportResult {
  /** The theme read; check it against the theme schema before use (the linter does). */
  theme: ThemeConfig;
  problems: TokenProblem[];
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

class Reader {
  readonly problems: TokenProblem[] = [];
  constructor(private readonly doc: DesignTokens) {}

  private node(path: string): unknown {
    return path.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), this.doc);
  }

  /** A token's $value with aliases resolved (up to 10 hops, so a cycle ends as a problem). */
  value(path: string, hops = 0): unknown {
    const node = this.node(path);
    if (!isObject(node) || !('$value' in node)) {
      this.problems.push({ path, reason: 'missing token' });
      return undefined;
    }
    const raw = node.$value;
    const alias = typeof raw === 'string' ? /^\{([^}]+)\}$/.exec(raw) : null;
    if (alias?.[1]) {
      if (hops >= 10) {
        this.problems.push({ path, reason: 'aliases go round in a circle' });
        return undefined;
      }
      return this.value(alias[1], hops + 1);
    }
    return raw;
  }

  /** A number from a number token, a { value, unit } object or a "12px" string, in the unit wanted. */
  measure(path: string, unit: 'px' | 'rem' | 'ms'): number {
    const raw = this.value(path);
    const parsed = measureOf(raw);
    if (parsed && (parsed.unit === unit || parsed.unit === '')) return parsed.value;
    if (parsed && unit === 'rem' && parsed.unit === 'px') return parsed.value / 16;
    if (parsed && unit === 'px' && parsed.unit === 'rem') return parsed.value * 16;
    if (parsed && unit === 'ms' && parsed.unit === 's') return parsed.value * 1000;
    if (raw !== undefined) this.problems.push({ path, reason: `expected a ${unit} value, found ${JSON.stringify(raw)}` });
    return 0;
  }

  number(path: string): number {
    const raw = this.value(path);
    if (typeof raw === 'number') return raw;
    if (raw !== undefined) this.problems.push({ path, reason: `expected a number, found ${JSON.stringify(raw)}` });
    return 0;
  }

  colour(path: string): string {
    return colourOf(this.value(path), path, this.problems).hex;
  }
}

function measureOf(raw: unknown): { value: number; unit: string } | null {
  if (typeof raw === 'number') return { value: raw, unit: '' };
  if (isObject(raw) && typeof raw.value === 'number' && typeof raw.unit === 'string') return { value: raw.value, unit: raw.unit };
  const match = typeof raw === 'string' ? /^(-?\d+(?:\.\d+)?)(px|rem|ms|s)?$/.exec(raw.trim()) : null;
  return match?.[1] ? { value: Number(match[1]), unit: match[2] ?? '' } : null;
}

/** #rrggbb (and the alpha of #rrggbbaa) from a hex string or a DTCG sRGB colour object. */
function colourOf(raw: unknown, path: string, problems: TokenProblem[]): { hex: string; alpha: number } {
  if (typeof raw === 'string' && /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(raw)) {
    return { hex: raw.slice(0, 7).toLowerCase(), alpha: raw.length === 9 ? parseInt(raw.slice(7), 16) / 255 : 1 };
  }
  if (isObject(raw) && raw.colorSpace === 'srgb' && Array.isArray(raw.components) && raw.components.length === 3) {
    const hex = `#${raw.components.map((c) => Math.round(Number(c) * 255).toString(16).padStart(2, '0')).join('')}`;
    return { hex, alpha: typeof raw.alpha === 'number' ? raw.alpha : 1 };
  }
  if (raw !== undefined) problems.push({ path, reason: `expected a colour (#rrggbb or an sRGB object), found ${JSON.stringify(raw)}` });
  return { hex: '#000000', alpha: 1 };
}

const PALETTE_KEYS: readonly (keyof Palette)[] = [
  'background', 'surface', 'surfaceRaised', 'text', 'textMuted', 'border', 'primary', 'onPrimary', 'accent', 'onAccent',
  'danger', 'success', 'warning', 'focus', 'header', 'onHeader',
];

/** A DTCG document (as toDesignTokens writes it, or edited in a design tool) back as a theme. */
export function fromDesignTokens(doc: DesignTokens): ImportResult {
  const read = new Reader(doc);
  const extensions = isObject(doc.$extensions) ? doc.$extensions[EXTENSION] : undefined;
  const ext = (isObject(extensions) ? extensions : {}) as Record<string, unknown>;
  if (!isObject(extensions)) read.problems.push({ path: `$extensions.${EXTENSION}`, reason: 'missing: the code, name, logo, density, components, layout and home of the theme' });
  const palette = (mode: 'dark' | 'light') => Object.fromEntries(PALETTE_KEYS.map((key) => [key, read.colour(`color.${mode}.${key}`)])) as unknown as Palette;
  const shadow = (level: 'low' | 'medium' | 'high') => {
    const raw = read.value(`shadow.${level}`);
    const s = isObject(raw) ? raw : {};
    const px = (field: string) => measureOf(s[field])?.value ?? 0;
    const opacity = Math.round(colourOf(s.color ?? '#00000000', `shadow.${level}.color`, read.problems).alpha * 100) / 100;
    return { offsetY: px('offsetY'), blur: px('blur'), spread: px('spread'), opacity };
  };
  const easing = read.value('motion.easing');
  const theme = {
    $schema: '../../schemas/theme.schema.json',
    schemaVersion: 2,
    code: ext.code,
    name: ext.name,
    logo: ext.logo,
    typography: {
      families: { body: read.value('font.family.body'), heading: read.value('font.family.heading') },
      scale: {
        small: read.measure('font.size.small', 'rem'),
        body: read.measure('font.size.body', 'rem'),
        sectionTitle: read.measure('font.size.sectionTitle', 'rem'),
        pageTitle: read.measure('font.size.pageTitle', 'rem'),
        display: read.measure('font.size.display', 'rem'),
      },
      weights: { regular: read.number('font.weight.regular'), strong: read.number('font.weight.strong'), heading: read.number('font.weight.heading') },
      lineHeights: { body: read.number('font.lineHeight.body'), heading: read.number('font.lineHeight.heading') },
    },
    density: ext.density,
    radius: { small: read.measure('radius.small', 'px'), medium: read.measure('radius.medium', 'px'), large: read.measure('radius.large', 'px') },
    borders: { width: read.measure('border.width', 'px') },
    shadows: { low: shadow('low'), medium: shadow('medium'), high: shadow('high') },
    motion: {
      durations: { short: read.measure('motion.duration.short', 'ms'), medium: read.measure('motion.duration.medium', 'ms') },
      easing: Array.isArray(easing) ? easing : [0.2, 0, 0, 1],
    },
    components: ext.components,
    layout: ext.layout,
    home: ext.home,
    palettes: { dark: palette('dark'), light: palette('light') },
  } as unknown as ThemeConfig;
  return { theme, problems: read.problems };
}
