// What each entry point exports, read from the compiler: every name with its kind and its type as
// text. Plain data, so the report and the docs test share one reading.

import ts from 'typescript';
import type {EntryPoint} from './program';

export type ExportKind = 'function' | 'component' | 'const' | 'class' | 'interface' | 'type' | 'enum' | 'namespace';

/** One meaning of an exported name. `Node` is both a component and a type: two of these. */
export interface ExportedItem {
  name: string;
  kind: ExportKind;
  /** The declaration as one or more lines of TypeScript, without the `export` keyword. */
  lines: string[];
}

export interface EntryExports {
  entry: string;
  items: ExportedItem[];
}

// No truncation (the report must show whole types), and no `import("…")` with a path in it.
const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const ALIAS_FORMAT = FORMAT | ts.TypeFormatFlags.InTypeAlias;

const byName = (a: {name: string}, b: {name: string}) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function readEntryExports(program: ts.Program, entries: EntryPoint[]): EntryExports[] {
  const checker = program.getTypeChecker();
  return entries.map((entry) => {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`api-report: ${entry.name} has no source file in the program`);
    const items = checker.getExportsOfModule(moduleSymbol).flatMap((symbol) => describeExport(checker, source, symbol));
    return {entry: entry.name, items: items.sort((a, b) => byName(a, b) || (a.kind < b.kind ? -1 : 1))};
  });
}

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function describeExport(checker: ts.TypeChecker, at: ts.Node, exported: ts.Symbol): ExportedItem[] {
  const name = exported.name;
  const symbol = resolved(checker, exported);
  const items: ExportedItem[] = [];
  const flags = symbol.flags;
  // `export {Node} from …` beside a local `export type Node = …`: the alias's target is the value,
  // the exported symbol itself holds the type.
  if (symbol !== exported && exported.flags & ts.SymbolFlags.TypeAlias) items.push({name, kind: 'type', lines: typeAliasLines(checker, at, name, exported)});
  if (flags & ts.SymbolFlags.Class) items.push({name, kind: 'class', lines: classLines(checker, at, name, symbol)});
  else if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) items.push(valueItem(checker, at, name, symbol));
  if (flags & ts.SymbolFlags.Enum) items.push({name, kind: 'enum', lines: [`enum ${name}`]});
  if (flags & ts.SymbolFlags.Interface) items.push({name, kind: 'interface', lines: interfaceLines(checker, at, name, symbol)});
  if (flags & ts.SymbolFlags.TypeAlias) items.push({name, kind: 'type', lines: typeAliasLines(checker, at, name, symbol)});
  if (items.length === 0) items.push({name, kind: 'namespace', lines: [`namespace ${name}`]});
  return items;
}

/** A function or a const; a function (or a const holding one) named in PascalCase that returns JSX is a component. */
function valueItem(checker: ts.TypeChecker, at: ts.Node, name: string, symbol: ts.Symbol): ExportedItem {
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  const signatures = type.getCallSignatures();
  const returnsJsx = signatures.length > 0 && signatures.every((s) => /\b(Element|ReactNode|ReactElement)\b/.test(typeText(checker, at, s.getReturnType())));
  if (/^[A-Z]/.test(name) && returnsJsx) return {name, kind: 'component', lines: signatureLines(checker, at, `function ${name}`, signatures)};
  if (symbol.flags & ts.SymbolFlags.Function) return {name, kind: 'function', lines: signatureLines(checker, at, `function ${name}`, signatures)};
  return {name, kind: 'const', lines: [`const ${name}: ${typeText(checker, at, type)}`]};
}

export function typeText(checker: ts.TypeChecker, at: ts.Node, type: ts.Type): string {
  return checker.typeToString(type, at, FORMAT);
}

export function signatureText(checker: ts.TypeChecker, at: ts.Node, signature: ts.Signature): string {
  return checker.signatureToString(signature, at, FORMAT);
}

function signatureLines(checker: ts.TypeChecker, at: ts.Node, head: string, signatures: readonly ts.Signature[]): string[] {
  return signatures.map((s) => `${head}${signatureText(checker, at, s)}`);
}

/** Properties and methods, one a line, in declaration order (inherited ones included, as a user sees them). */
export function memberLines(checker: ts.TypeChecker, at: ts.Node, type: ts.Type): string[] {
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    const readonly = isReadonly(property) ? 'readonly ' : '';
    const methods = property.flags & ts.SymbolFlags.Method ? propertyType.getCallSignatures() : [];
    if (methods.length > 0) return methods.map((s) => `  ${property.name}${optional}${signatureText(checker, at, s)};`);
    return [`  ${readonly}${property.name}${optional}: ${typeText(checker, at, propertyType)};`];
  });
}

function isReadonly(property: ts.Symbol): boolean {
  return (property.declarations ?? []).some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly);
}

/** `<T, U extends X>` as declared (the first declaration's text). */
function typeParameters(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d));
  const params = declaration?.typeParameters;
  return params && params.length > 0 ? `<${params.map((p) => p.getText()).join(', ')}>` : '';
}

function interfaceLines(checker: ts.TypeChecker, at: ts.Node, name: string, symbol: ts.Symbol): string[] {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return [`interface ${name}${typeParameters(symbol)} {`, ...memberLines(checker, at, type), '}'];
}

function typeAliasLines(checker: ts.TypeChecker, at: ts.Node, name: string, symbol: ts.Symbol): string[] {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const head = `type ${name}${typeParameters(symbol)} =`;
  // An object type, one member a line (as an interface): `type Node = Node` would say nothing, and a
  // long literal on one line hides which field changed.
  // Not an array or a tuple: their members are Array's, whose symbol-keyed ones carry the checker's
  // own numbering, which moves whenever the program grows.
  const isPlainObject =
    type.flags & ts.TypeFlags.Object && !checker.isArrayLikeType(type) && type.getCallSignatures().length === 0 && type.getProperties().length > 0;
  if (isPlainObject) return [`${head} {`, ...memberLines(checker, at, type), '}'];
  return [`${head} ${checker.typeToString(type, at, ALIAS_FORMAT)}`];
}

/** Constructor signatures and the instance's own members (not Error's, say). */
function classLines(checker: ts.TypeChecker, at: ts.Node, name: string, symbol: ts.Symbol): string[] {
  const staticType = checker.getTypeOfSymbolAtLocation(symbol, at);
  const heritage = (symbol.valueDeclaration as ts.ClassDeclaration | undefined)?.heritageClauses?.map((h) => ` ${h.getText()}`).join('') ?? '';
  const constructors = staticType.getConstructSignatures().map((s) => `  constructor${signatureText(checker, at, s).replace(/: [^:]*$/, '')};`);
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  const own = checker.getPropertiesOfType(instance).filter((p) => p.declarations?.some((d) => d.parent === symbol.valueDeclaration));
  const members = own.map((p) => `  ${p.name}: ${typeText(checker, at, checker.getTypeOfSymbolAtLocation(p, at))};`);
  return [`class ${name}${heritage} {`, ...constructors, ...members, '}'];
}
