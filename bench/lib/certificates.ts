import { join } from 'node:path';
import { readCertificateFolders } from '../../server/catalogue/index.ts';
import type { Session } from './session.ts';

export interface CertificateFolder {
  slug: string;
  /** The edoc: the Korean route value of the manifest. */
  edoc: string;
  name: string;
  applicationType: string;
  available: boolean;
  maintenanceType: string;
  /** schema.json + ui.json, bytes on disk. */
  formBytes: number;
  /** Distinct property names anywhere in schema.json (branches of oneOf/dependencies included). */
  fields: number;
  sample: Record<string, unknown> | null;
}

function propertyNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) propertyNames(item, into);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') for (const name of Object.keys(record.properties)) into.add(name);
    for (const value of Object.values(record)) propertyNames(value, into);
  }
  return into;
}

/** Every `certificates/<slug>/` with a manifest, a schema and a uiSchema (read by the catalogue's one reader). */
export function certificateFolders(root: string): CertificateFolder[] {
  return readCertificateFolders(join(root, 'certificates'))
    .filter((folder) => folder.files.manifest && folder.files.schema && folder.files.uiSchema)
    .map(({ slug, files, texts }) => {
      const manifest = files.manifest!;
      return {
        slug,
        edoc: String(manifest.path),
        name: String(manifest.name),
        applicationType: String(manifest.applicationType),
        available: manifest.available === true,
        maintenanceType: String(manifest.maintenanceType ?? 'NONE'),
        formBytes: Buffer.byteLength(texts.schema ?? '') + Buffer.byteLength(texts.uiSchema ?? ''),
        fields: propertyNames(files.schema, new Set()).size,
        sample: files.sample ?? null,
      };
    });
}

export interface LargestForm {
  /** Chosen by schema.json + ui.json bytes (what the page downloads and RJSF walks). */
  bySize: CertificateFolder;
  /** The largest by distinct field names, for the report's note (may be another folder). */
  byFields: CertificateFolder;
  count: number;
}

export function largestForm(root: string): LargestForm {
  const folders = certificateFolders(root);
  const [first] = folders;
  if (!first) throw new Error('no certificate folder in certificates/');
  const bySize = folders.reduce((best, folder) => (folder.formBytes > best.formBytes ? folder : best), first);
  const byFields = folders.reduce((best, folder) => (folder.fields > best.fields ? folder : best), first);
  return { bySize, byFields, count: folders.length };
}

/** A NORMAL certificate that can be issued and has a sample: no portal step between sign and agency. */
export function normalCertificate(root: string): CertificateFolder {
  const found = certificateFolders(root).find(
    (folder) => folder.applicationType === 'NORMAL' && folder.available && folder.maintenanceType === 'NONE' && folder.sample !== null,
  );
  if (!found) throw new Error('no available NORMAL certificate with a sample.json');
  return found;
}

const json = async (response: Response, what: string): Promise<Record<string, unknown>> => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
};

/**
 * Creates an application of `certificate` with its sample (POST /api/v2/application) and signs it
 * on the simulated signing page (POST /sim/sign/{id}, action=sign): state SIGN_COMPLETED.
 * `start` also starts it (POST /api/v2/application/{id}): state PROCESSING, the agency job queued.
 */
export async function createSignedApplication(baseUrl: string, session: Session, certificate: CertificateFolder, start = false): Promise<string> {
  const headers = { cookie: session.cookieHeader, accept: 'application/json', 'content-type': 'application/json', origin: baseUrl };
  const created = await json(
    await fetch(`${baseUrl}/api/v2/application`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { 문서종류: certificate.edoc, ...certificate.sample }, returnUrl: '/home/apply', noCallback: true }),
      signal: AbortSignal.timeout(10_000),
    }),
    `POST /api/v2/application (${certificate.edoc})`,
  );
  const result = created.result as { id?: string; url?: string } | undefined;
  if (!result?.id || !result.url) throw new Error(`POST /api/v2/application answered no id/url: ${JSON.stringify(created).slice(0, 300)}`);
  const signed = await fetch(baseUrl + result.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: session.cookieHeader, 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    body: 'action=sign',
    signal: AbortSignal.timeout(10_000),
  });
  await signed.arrayBuffer();
  if (signed.status !== 302) throw new Error(`POST ${result.url} (sign): expected 302, got ${signed.status}`);
  if (start) {
    await json(
      await fetch(`${baseUrl}/api/v2/application/${encodeURIComponent(result.id)}`, { method: 'POST', headers, body: '{}', signal: AbortSignal.timeout(10_000) }),
      `POST /api/v2/application/${result.id} (start)`,
    );
  }
  return result.id;
}
