// Right-to-left game pages (docs/demo-game.md "Languages and direction"): an Arabic launch opens the game in Arabic,
// written right to left, and every game stylesheet uses logical properties only, so the same layout mirrors.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameTexts } from '../../../server/providers/game/livery/game-texts.js';
import { gameLanguages, launchLanguage } from '../../../server/providers/game/livery/livery-vendor.js';
import { loadMinisTexts, renderMiniPage } from '../../../server/providers/game/livery/minis/minis-pages.js';
import { projectPath } from '../../../server/lib/project-root.js';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? cssFiles(path) : e.name.endsWith('.css') ? [path] : [];
  });
}

describe('game pages right to left', () => {
  it('[P9-7][P2.1-8] an Arabic launch plays in Arabic on a page written right to left; other languages stay left to right', () => {
    expect(gameLanguages).toContain('ar');
    expect(launchLanguage('ar-EG')).toBe('ar');
    const game = loadGameTexts();
    const minis = loadMinisTexts();
    const page = (language: 'ar' | 'en') => renderMiniPage('LANTERN_MINES', {
      language, rtpPercent: '', texts: { ...game[language], minis: minis[language] },
    });
    const ar = page('ar');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain(`<h1>${(minis.ar.mines as Record<string, string>).title}</h1>`);
    expect(page('en')).toContain('<html lang="en" dir="ltr">');
  });

  it('every game stylesheet uses logical properties (no left/right, width/height or margin-left style)', () => {
    const files = cssFiles(projectPath('server', 'providers', 'game'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    const physical = /(?:^|[\s;{])(?:left|right|top|bottom|(?:min-|max-)?(?:width|height)|(?:margin|padding|border)-(?:left|right|top|bottom)|float)\s*:|text-align\s*:\s*(?:left|right)/;
    for (const file of files) {
      // Media queries ask about the viewport (min-width: 900px): not a property of the page.
      const rules = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{/g, '{');
      // A four-value margin or padding whose right and left differ is a physical side too (margin: 0 0 0 auto).
      const values = [...rules.matchAll(/(?:margin|padding)\s*:\s*([^;}]+)/g)].map((m) => {
        let v = m[1]!.trim();
        while (/\([^()]*\)/.test(v)) v = v.replace(/[\w-]*\([^()]*\)/g, 'f'); // max(8px, env(...)) is one value
        return v.split(/\s+/);
      });
      const sided = values.filter((v) => v.length === 4 && v[1] !== v[3]);
      expect(sided, file).toEqual([]);
      const bad = rules.split('\n').filter((line) => physical.test(line));
      expect(bad, file).toEqual([]);
    }
  });
});
