// Lint rules: typescript-eslint recommended, React hooks, kebab-case file names (bulletproof-react), and the layers of
// docs/architecture.md as import zones (bulletproof-react's import/no-restricted-paths) with no import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync('src/features', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const site = ['./src/app', './src/features', './src/lib', './src/ui'];
/** Everything in server/ but the money service (server/db included): what may not import the ledger repository. */
const outsideMoney = [
  ...readdirSync('server').filter((name) => name !== 'services').map((name) => `./server/${name}`),
  ...readdirSync('server/services').filter((name) => name !== 'money').map((name) => `./server/services/${name}`),
];

/** Imports run one way (docs/architecture.md); each zone forbids `target` to import `from`. */
const layerZones = [
  { target: './src', from: './server', message: 'The site never imports server/: shared rules and wire schemas live in src/engine.' },
  { target: './src/engine', from: [...site, './server'], message: 'src/engine is pure and imports nothing outside itself.' },
  { target: './server', from: './src', except: ['./engine'], message: 'The server imports only src/engine from src/.' },
  { target: ['./src/ui', './src/lib'], from: ['./src/features', './src/app'], message: 'src/ui and src/lib serve every feature and import none.' },
  { target: './src/features', from: './src/app', message: 'Features never import src/app: the app composes features.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what both need to src/ui or src/lib, or compose them in src/app.',
  })),
  { target: './server/db', from: ['./server/routes', './server/services', './server/providers', './server/plugins'], message: 'server/db never imports routes, services, providers or plugins.' },
  { target: './server/domain', from: ['./server/routes', './server/services', './server/db', './server/providers', './server/plugins'], message: 'server/domain holds rules without I/O: it imports no routes, services, db, providers or plugins.' },
  { target: ['./server/services', './server/providers'], from: ['./server/routes', './server/plugins'], message: 'Services and providers never import routes or plugins.' },
  {
    target: outsideMoney,
    from: './server/db/ledger-repository.ts',
    message: 'Money moves through the money service (server/services/money, app.money): only it imports the ledger repository. A repository writes its own rows in the transaction the money service gives it; db helpers live in ledger-call.ts, member-wallets.ts, entry-id.ts (docs/money.md).',
  },
];

const sqlLivesInDb = 'All SQL lives in server/db: add a repository function there and call it.';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.scratch/**', '.scratch-*/**', 'src/engine/config-types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads, and with which parser (without these no-cycle sees no .ts module and finds nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // SQL only in server/db: kysely's sql tag and the query builder's entry points fail lint anywhere else in the server.
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: sqlLivesInDb }] }],
      'no-restricted-syntax': ['error', {
        selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
        message: sqlLivesInDb,
      }],
    },
  },
);
