// What an entry of ./registry.ts says: one place where the site depends on how Docusaurus is made
// inside (a file it replaces or patches, code it relies on, a theme component it copied), what it
// changes, why, and what ./check.ts checks so that an upgrade which breaks it stops the build or a
// unit test instead of quietly undoing it.

/** A file of an installed package, resolved as the site resolves the package. */
export type InstalledFile = {
  package: string;
  /** From the package's folder: `lib/client/App.js`. */
  file: string;
};

/** An installed file the site copied or stands in for, with the sha256 of the version it was made from. */
export type RecordedFile = InstalledFile & {sha256: string};

/** Text an installed file must contain for a coupling to work, and why. */
export type Expectation = InstalledFile & {contains: string; because: string};

type Described = {
  /** Names the coupling in errors: the plugin's or component's folder name. */
  name: string;
  /** Where a developer looks when it breaks (from the site's root). */
  where: string;
  /** What it changes in Docusaurus's behaviour. */
  changes: string;
  why: string;
  /** The Docusaurus version (@docusaurus/core's) it was last checked against. */
  checkedAgainst: string;
};

/** The bundler loads the site's module `with` wherever `replaces` is imported. */
export type ModuleAlias = Described & {
  kind: 'alias';
  /** An installed module, or a site module (`{site}`: the path the import resolves to, extension optional). */
  replaces: RecordedFile | {site: string};
  /** From the site's root. */
  with: string;
  bundles: 'client' | 'server' | 'both';
  /** `replaces` is a client module a theme registers for every page: it must still be among the
   * client modules Docusaurus generates, by the very path the alias names. */
  clientModule: boolean;
};

/** The browser bundle's entry is the site's module, which runs Docusaurus's through `aliases`. */
export type EntryReplacement = Described & {
  kind: 'entry';
  replaces: InstalledFile;
  with: string;
  /** Import names the site's entry uses → the installed files they stand for. */
  aliases: Record<string, InstalledFile>;
};

/** A bundler loader makes each replacement in the file: every `from` must be there exactly once. */
export type LoaderPatch = Described & {
  kind: 'patch';
  target: InstalledFile;
  replacements: Array<[from: string, to: string]>;
};

/** Site code that relies on how Docusaurus's code behaves at run time, which no build step sees:
 * the installed code must still say what it relies on. */
export type RuntimeOverride = Described & {
  kind: 'override';
  /** The site's module that does it (from the site's root), if it is a client module. */
  module?: string;
  reliesOn: Expectation[];
};

/** A split-chunks cache group of the site's that must win over one of Docusaurus's. */
export type CacheGroupOverride = Described & {
  kind: 'cache-group';
  group: {name: string; type: string; priority: number};
  /** Docusaurus's group it must take files from: same type, lower priority. */
  over: string;
};

/** A theme component copied into src/theme (`ejected`), reproduced in other code, or wrapped by a
 * src/theme component that relies on what it draws (`wrapped`: swizzle calls the wrap unsafe). */
export type EjectedComponent = Described & {
  kind: 'ejected';
  /** The theme's component name, as swizzle takes it: `BlogPostItem/Header/Info`. */
  component: string;
  theme: string;
  how: 'ejected' | 'reproduced' | 'wrapped';
  /** The theme's files it was made from (its TypeScript sources, which swizzle --typescript copies). */
  originals: RecordedFile[];
  /** The site's files that hold the copy. */
  local: string[];
};

export type Coupling = ModuleAlias | EntryReplacement | LoaderPatch | RuntimeOverride | CacheGroupOverride | EjectedComponent;
