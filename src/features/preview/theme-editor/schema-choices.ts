// The editor's choices and bounds come from the theme schema itself, so a font family, a component style or a
// section type added there (and to the linter) appears in the editor without a change here.
import themeSchema from '../../../../schemas/theme.schema.json';

interface SchemaNode {
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

const root = themeSchema as unknown as SchemaNode & { $defs: Record<string, SchemaNode> };

function resolve(node: SchemaNode): SchemaNode {
  return node.$ref ? resolve(root.$defs[node.$ref.replace('#/$defs/', '')]!) : node;
}

/** The schema node at a path of property names (for example typography, scale, small). */
function nodeAt(path: readonly string[]): SchemaNode {
  let node: SchemaNode = root;
  for (const key of path) node = resolve(resolve(node).properties?.[key] ?? {});
  return resolve(node);
}

export const choicesAt = (...path: string[]): readonly string[] => nodeAt(path).enum ?? [];
export const boundsAt = (...path: string[]) => {
  const node = nodeAt(path);
  return { min: node.minimum, max: node.maximum };
};

/** The bounds of each of the easing curve's four numbers (an array's items). */
export const EASING_BOUNDS = (() => {
  const items = resolve(nodeAt(['motion', 'easing']).items ?? {});
  return { min: items.minimum, max: items.maximum };
})();

export const FONT_FAMILIES = choicesAt('typography', 'families', 'body');
export const SECTION_TYPES = (resolve(root.$defs.homeSection!).properties!.type!.enum ?? []) as readonly string[];
export const CATEGORY_CHOICES = (resolve(root.$defs.sectionSettings!).properties!.categories!.items!.enum ?? []) as readonly string[];
const settings = resolve(root.$defs.sectionSettings!).properties!;
export const COLUMNS_BOUNDS = { min: settings.columns!.minimum, max: settings.columns!.maximum };
export const LIMIT_BOUNDS = { min: settings.limit!.minimum, max: settings.limit!.maximum };

/** Which settings each section type reads (docs/theming.md's table; the linter reports the others). */
export const SECTION_SETTINGS: Readonly<Record<string, readonly ('columns' | 'categories' | 'title' | 'body' | 'limit')[]>> = {
  hotGames: ['columns'],
  favorites: ['columns'],
  recentGames: ['columns'],
  categorySections: ['categories', 'columns'],
  vendorStrip: ['title', 'limit'],
  promotionsStrip: ['title', 'limit'],
  appDownload: ['title', 'body'],
  richText: ['title', 'body'],
};
