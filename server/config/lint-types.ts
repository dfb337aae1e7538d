// Shapes shared by the configuration linter's rules: what they read and what they report.
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import type { ImageFacts } from '../lib/image-facts.js';

export type ConfigSeverity = 'error' | 'warning';

/** One problem of a configuration file: where it is, why, and (for linter rules) the rule and its fix. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  reason: string;
  /** Stable rule id (server/config/lint-rules.ts), for example theme-contrast. */
  rule?: string;
  /** One-line fix. */
  fix?: string;
  /** Errors refuse the configuration; warnings (deprecations) are reported and served. */
  severity: ConfigSeverity;
}

export interface LoadedConfigFile<T> {
  /** Path relative to the configuration root, for example merchants/demo/merchant.json. */
  file: string;
  /** Name of the folder holding the file, which must equal the code inside it. */
  folder: string;
  config: T;
}

/** Everything the rules look at, gathered by the loader so that every rule stays a pure function. */
export interface LintInput {
  /** Merchant files that passed the schema (after migration). */
  merchants: LoadedConfigFile<MerchantConfig>[];
  /** Theme files that passed the schema (after migration). */
  themes: LoadedConfigFile<ThemeConfig>[];
  /** Folders under themes/ with a theme.json, valid or not, so a merchant is not told that a theme with schema errors is missing. */
  themeFolders: ReadonlySet<string>;
  /** Merchant files rejected before linting (bad JSON or schema errors); rules that count merchants stay quiet when any was. */
  rejectedMerchantFiles: number;
  /** Flattened keys of locales/LANG/validation.json, for each language whose file exists. */
  validationMessages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Asset files present, relative to the root: merchants/CODE/assets/** and themes/CODE/*. */
  assetFiles: ReadonlySet<string>;
  /** What the image files a merchant's brand names are, by path from the root; null for a file that cannot be read. */
  images: ReadonlyMap<string, ImageFacts | null>;
  /** Last modification time (ms) of each configuration file, so a clash between two files names the newer first. */
  modifiedAt?: ReadonlyMap<string, number>;
}

export interface LintFinding {
  file: string;
  pointer: string;
  reason: string;
  /** A fix more precise than the rule's default one. */
  fix?: string;
}

export interface RuleInfo {
  /** Stable id printed with every problem; tests, docs and operators refer to it. */
  id: string;
  severity: ConfigSeverity;
  /** What the rule guards against, for the docs. */
  description: string;
  /** Default one-line fix. */
  fix: string;
}

export interface LintRule extends RuleInfo {
  check(input: LintInput): LintFinding[];
}
