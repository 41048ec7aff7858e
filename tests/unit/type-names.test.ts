// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A name says one shape. When the server and the client each declare a type of one name, a reader
 * of either takes it for the other's, and a change to one looks like a change to both: a shape
 * both sides use is declared once (contracts/generated for the API's, shared/ for the rest) and
 * imported; a shape of one side takes a name of its own.
 */
const ROOT = join(import.meta.dirname, '../..');
/** The two sides: the client is src/ with the widgets it draws forms with. */
const SERVER = ['server'];
const CLIENT = ['src', 'widgets'];

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

const exported = (node: ts.Statement): boolean => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The type names a file declares and exports (interfaces, type aliases, classes, enums), by file. */
function exportedTypeNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements
    .filter((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node))
    .filter(exported)
    .flatMap((node) => (node.name ? [node.name.text] : []));
}

const declarations = (folders: string[]): Map<string, string[]> => {
  const byName = new Map<string, string[]>();
  for (const file of folders.flatMap(sources)) {
    for (const name of exportedTypeNames(file, readFileSync(join(ROOT, file), 'utf8'))) byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return byName;
};

/** The names both sides declare, each with the files that do. */
function sharedNames(server: Map<string, string[]>, client: Map<string, string[]>): string[] {
  return [...server].filter(([name]) => client.has(name)).map(([name, files]) => `${name}: ${[...files, ...client.get(name)!].join(', ')}`);
}

describe('type names', () => {
  it('no exported type name is declared both in server/ and in the client', () => {
    expect(sharedNames(declarations(SERVER), declarations(CLIENT))).toEqual([]);
  });

  it('finds a name declared on both sides, and not one only re-exported', () => {
    const server = new Map([['FormData', ['server/a.ts']]]);
    const client = new Map([['FormData', ['src/b.tsx']]]);
    expect(sharedNames(server, client)).toEqual(['FormData: server/a.ts, src/b.tsx']);
    expect(exportedTypeNames('x.ts', "export type { X } from './y';\nexport interface Y { a: 1 }\ntype Z = 1;\nexport class W {}")).toEqual(['Y', 'W']);
  });

  it('the shared manifest type has the properties, and the optional ones, of the manifest schema', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/certificate-manifest.schema.json'), 'utf8')) as { properties: Record<string, unknown>; required: string[] };
    const file = 'shared/certificate-manifest.ts';
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
    const manifest = source.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'CertificateManifest');
    const members = (manifest?.members ?? []).filter((member): member is ts.PropertySignature => ts.isPropertySignature(member)).map((member) => ({ name: member.name?.getText(source) ?? '', optional: member.questionToken !== undefined }));
    const editorsOnly = new Set(['$schema']);
    expect(members.map((m) => m.name).sort()).toEqual(Object.keys(schema.properties).filter((key) => !editorsOnly.has(key)).sort());
    expect(members.filter((m) => !m.optional).map((m) => m.name).sort()).toEqual([...schema.required].sort());
  });
});
