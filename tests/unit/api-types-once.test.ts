// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '../../scripts/gen-api-types.ts';

/**
 * Every shape of the API has one definition: its JSON Schema in contracts/api, which the server
 * validates with, and the type generated from it (contracts/generated, by scripts/gen-api-types.ts),
 * which the client and the server both import. A shape written again by hand drifts from the schema
 * without anything noticing, so no code declares a type under a generated type's name, and no object
 * type of the server's side repeats a generated one's properties under a name of its own (a type
 * that adds to an API shape extends it instead).
 */
const ROOT = join(import.meta.dirname, '../..');
const GENERATED = 'contracts/generated';
/** Where a type may not take a generated type's name. */
const NAMED_FOLDERS = ['contracts', 'server', 'src', 'widgets', 'shared', 'scripts', 'bench', 'tests'];
/** Where an object type may not repeat a generated type's properties (the client's own folders join when its copies are gone). */
const SHAPED_FOLDERS = ['contracts', 'server', 'shared', 'scripts', 'bench', 'tests'];

interface Declaration {
  file: string;
  name: string;
  /** The property names of an object type, or of each object of a union of them; undefined for any other type. */
  shape: string | undefined;
}

const propertiesOf = (members: ts.NodeArray<ts.TypeElement>): string =>
  members
    .filter(ts.isPropertySignature)
    .map((member) => member.name.getText())
    .sort()
    .join(',');

/**
 * A comparable shape: an object type of three properties or more, or a union of object types;
 * generic types have none. Two names alone (an id and a name) say too little to call one type a
 * copy of another: a partner's record and a logged document are both that and nothing alike.
 */
const MIN_PROPERTIES = 3;
function shapeOf(node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): string | undefined {
  if (node.typeParameters) return undefined;
  if (ts.isInterfaceDeclaration(node)) {
    // One that extends another adds to it: its own properties are not a copy.
    if (node.heritageClauses) return undefined;
    return node.members.filter(ts.isPropertySignature).length >= MIN_PROPERTIES ? propertiesOf(node.members) : undefined;
  }
  const type = node.type;
  if (ts.isTypeLiteralNode(type)) return type.members.filter(ts.isPropertySignature).length >= MIN_PROPERTIES ? propertiesOf(type.members) : undefined;
  if (ts.isUnionTypeNode(type) && type.types.every(ts.isTypeLiteralNode)) {
    return type.types.map((member) => `{${propertiesOf((member as ts.TypeLiteralNode).members)}}`).sort().join('|');
  }
  return undefined;
}

/** Every interface and type alias of a file, at any depth. */
function declarationsOf(file: string, text: string): Declaration[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Declaration[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) found.push({ file, name: node.name.text, shape: shapeOf(node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === GENERATED || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const declarationsIn = (folders: string[]): Declaration[] =>
  folders.flatMap(sourceFiles).flatMap((file) => declarationsOf(file, readFileSync(join(ROOT, file), 'utf8')));

interface ApiTypes {
  names: Set<string>;
  byShape: Map<string, string>;
}

let generated: Promise<ApiTypes> | undefined;
/** The generated types by name, and by shape (from the schemas as they are now, not a file that may be stale). */
function apiTypes(): Promise<ApiTypes> {
  generated ??= generateApiTypes().then((text) => {
    const declarations = declarationsOf('api.ts', text);
    const byShape = new Map<string, string>();
    for (const { name, shape } of declarations) if (shape !== undefined && !byShape.has(shape)) byShape.set(shape, name);
    return { names: new Set(declarations.map(({ name }) => name)), byShape };
  });
  return generated;
}

/** What the checks find in some code: `file: Name` for a name taken, `file: Name repeats ApiName` for a shape. */
function findings(api: ApiTypes, named: Declaration[], shaped: Declaration[]): string[] {
  return [
    ...named.filter(({ name }) => api.names.has(name)).map(({ file, name }) => `${file}: ${name}`),
    ...shaped
      .filter(({ name, shape }) => shape !== undefined && api.byShape.has(shape) && !api.names.has(name))
      .map(({ file, name, shape }) => `${file}: ${name} repeats ${api.byShape.get(shape!)}`),
  ];
}

describe('every API shape is declared once, in contracts/', () => {
  it('no code declares a type under the name of a generated API type, nor repeats the shape of one', async () => {
    const api = await apiTypes();
    expect(api.names.size).toBeGreaterThan(150);
    expect(findings(api, declarationsIn(NAMED_FOLDERS), declarationsIn(SHAPED_FOLDERS))).toEqual([]);
  });

  it('finds a type declared again under its API name, or under another name with the same properties', async () => {
    const api = await apiTypes();
    const code = [
      'export interface Term { id: string; title: string }',
      'interface LinkBody { state: string; remainingTries: number; expiresAt: string; documentCount: number; documents: unknown[] }',
      "type Steps = { kind: 'region'; edoc: string; documentName: string; sidoField: string; sigunguField: string } | { kind: 'patriot-number'; edoc: string; documentName: string; field: string; group: string | null } | { kind: 'address-organisation'; edoc: string; documentName: string; addressField: string; districtCodeField: string; organisationField: string; departmentCodeField: string | null };",
      'export interface LinkRecord extends OnceLink { token: string }',
      'export interface Paged<T> { items: T[]; totalCount: number }',
    ].join('\n');
    const declarations = declarationsOf('server/x.ts', code);
    expect(findings(api, declarations, declarations)).toEqual([
      'server/x.ts: Term',
      'server/x.ts: LinkBody repeats OnceLink',
      'server/x.ts: Steps repeats PackageInputStep',
    ]);
  });

  it('reads the code of every folder it names, and not the generated types', () => {
    // contracts/ holds the schemas and what is generated from them: no code of its own yet, but any it gets is read.
    for (const folder of NAMED_FOLDERS.filter((name) => name !== 'contracts')) expect(sourceFiles(folder).length, folder).toBeGreaterThan(0);
    expect(sourceFiles('contracts')).toEqual([]);
  });
});
