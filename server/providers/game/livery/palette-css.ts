// The game pages' light palette follows the site's (docs/demo-game.md "Palette"). A stylesheet writes its light
// palette once, as `@media (prefers-color-scheme: light) { ... }`; served, that block becomes two: the same rules for
// a light device unless the launch passed the dark palette (html:not([data-palette="dark"])), and for the light
// palette passed at launch whatever the device (html[data-palette="light"]). The page sets data-palette (page-shell.ts).
const lightMedia = '@media (prefers-color-scheme: light) {';

/** The rules of a flat block ("a, b { x: y; } c { ... }") with each selector under `html<condition>`. */
function scoped(rules: string, condition: string): string {
  return rules.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, body: string) => {
    const under = selectors.split(',').map((s) => s.trim()).filter(Boolean)
      .map((s) => (s === 'html' || s.startsWith('html ') || s.startsWith('html:') ? `html${condition}${s.slice(4)}` : `html${condition} ${s}`));
    return `${under.join(', ')} {${body}}\n`;
  });
}

/** A stylesheet as served: the light palette's block twice (above); a script or a stylesheet without one as it is. */
export const servedGameAsset = (file: string, body: string): string => (file.endsWith('.css') ? followSitePalette(body) : body);

export function followSitePalette(css: string): string {
  const start = css.indexOf(lightMedia);
  if (start < 0) return css;
  let depth = 1;
  let end = start + lightMedia.length;
  for (; end < css.length && depth > 0; end += 1) {
    if (css[end] === '{') depth += 1;
    else if (css[end] === '}') depth -= 1;
  }
  const rules = css.slice(start + lightMedia.length, end - 1).replace(/\/\*[\s\S]*?\*\//g, '');
  const served = `${lightMedia}\n${scoped(rules, ':not([data-palette="dark"])')}\n}\n${scoped(rules, '[data-palette="light"]')}`;
  return css.slice(0, start) + served + followSitePalette(css.slice(end));
}
