import fs from 'node:fs';
import path from 'node:path';
import { CERTIFICATE_FILES, listCertificateSlugs, readCertificateFolder } from '../../server/catalogue/index.ts';
import { starterSealStatement } from '../../server/issuance/document/texts.ts';
import { particle } from '../../shared/hangul.ts';
import { FIXTURES_DIR } from './paths.ts';

export interface ScaffoldOptions {
  name?: string;
  path?: string;
  issuer?: string;
  applicationType?: 'NORMAL' | 'CHANNELING' | 'EXTERNAL_CHANNELING';
  /** Folders whose popularity orders are taken besides the catalogue's (default: the test fixtures). */
  fixturesDir?: string;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

const manifestsIn = (dir: string) =>
  listCertificateSlugs(dir)
    .map((s) => readCertificateFolder(dir, s).files.manifest as Record<string, unknown> | undefined)
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null);

/** The name and path the new certificate takes: those asked for, or the first free ones; and a popularity order no folder or fixture holds. */
function freeNames(dir: string, options: ScaffoldOptions): { name: string; edoc: string; popularity: number } {
  const manifests = manifestsIn(dir);
  const taken = (key: string) => new Set(manifests.map((m) => m[key]));
  let name = options.name ?? '새 증명서';
  let edoc = options.path ?? name.replace(/[^0-9A-Za-z가-힣]/g, '');
  if (!/^[0-9A-Za-z가-힣]+$/.test(edoc)) throw new Error(`path "${edoc}" must be the Korean name without spaces or punctuation`);
  if (options.path && taken('path').has(edoc)) throw new Error(`path "${edoc}" is already used by another certificate`);
  for (let n = 2; taken('path').has(edoc) || taken('name').has(name); n++) {
    name = `${options.name ?? '새 증명서'} ${n}`;
    edoc = `${options.path ?? name.replace(/[^0-9A-Za-z가-힣]/g, '')}${options.path ? n : ''}`;
  }
  const held = [...manifests, ...manifestsIn(options.fixturesDir ?? FIXTURES_DIR)].map((m) => (typeof m.popularityOrder === 'number' ? m.popularityOrder : 0));
  const popularity = Math.max(0, ...held) + 1;
  return { name, edoc, popularity };
}

/** An EXTERNAL_CHANNELING certificate's site, to be described as the real one is: the starter form's display option is what it confirms. */
function starterSite(issuer: string, name: string) {
  const site = `${issuer} 신청 사이트`;
  return { name: site, badge: `${site} 발급`, guide: `${name}${particle(name, '은/는')} ${site}에서 신청해요.`, confirms: ['주민등록번호표기'] };
}

/** The new certificate's manifest. */
function starterManifest(options: ScaffoldOptions, { name, edoc, popularity }: { name: string; edoc: string; popularity: number }) {
  const issuer = options.issuer ?? '발급 기관';
  return {
    $schema: '../../schemas/certificate-manifest.schema.json',
    path: edoc,
    name,
    issuer,
    applicationType: options.applicationType ?? 'NORMAL',
    badgeType: 'NEW',
    maintenanceType: 'NONE',
    available: true,
    keywords: [edoc],
    popularityOrder: popularity,
    personalData: ['성명', '주민등록번호', '휴대전화번호'],
    ...(options.applicationType === 'EXTERNAL_CHANNELING' ? { site: starterSite(issuer, name) } : {}),
    guide: `${name}${particle(name, '을/를')} 전자증명서 지갑으로 발급받아요.\n\n신청서를 작성하고 전자서명을 마치면 발급된 증명서가 지갑에 보관돼요.`,
  };
}

/** The starter form, its sample, the agency's facts and the document's layout, which `cert:check` accepts as they are. */
function starterFiles(name: string) {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: name,
    type: 'object',
    required: ['사용용도', '주민등록번호표기'],
    properties: {
      사용용도: { type: 'string', title: '사용 용도', minLength: 1, maxLength: 100 },
      주민등록번호표기: {
        type: 'string',
        title: '주민등록번호 표기',
        default: '전체표기',
        oneOf: [
          { const: '전체표기', title: '전체 표기' },
          { const: '뒷자리표기안함', title: '뒷자리 표기 안 함' },
        ],
      },
    },
  };
  const ui = {
    'ui:order': ['사용용도', '주민등록번호표기'],
    사용용도: { 'ui:widget': 'issue-purpose', 'ui:placeholder': '사용 용도를 선택해 주세요' },
    주민등록번호표기: { 'ui:widget': 'radio-cards' },
  };
  const sample = { 사용용도: '개인 확인용', 주민등록번호표기: '전체표기' };
  // What the issuing agency holds for this certificate (schemas/agency-facts.schema.json), beside the
  // shared facts of every person: a made-up registration for everyone ("*"), the same for each
  // persona on every reading. The maintainer replaces it with the certificate's own facts.
  const agency = {
    $schema: '../../schemas/agency-facts.schema.json',
    records: { '*': { registration: { number: { $pattern: '####-######' }, registeredAt: { $date: ['20150101', '20251231'] } } } },
  };
  // A starter layout of the issued PDF (schemas/document-layout.schema.json): the holder from the
  // shared facts, the registration from agency.json, the form's purpose, the issuer's seal.
  const document = {
    $schema: '../../schemas/document-layout.schema.json',
    title: name,
    meta: [
      { label: '발급번호', value: '{issue.documentNumber}' },
      { label: '발급일시', value: '{issue.dateTime}' },
    ],
    rrnMasked: { field: 'form.주민등록번호표기', equals: '뒷자리표기안함' },
    sections: [
      {
        type: 'fields',
        heading: '신청인',
        columns: 2,
        rows: [
          { label: '성명', value: '{record.person.name}' },
          { label: '주민등록번호', value: '{record.person.rrn|rrn}' },
          { label: '주소', value: '{record.person.address}', wide: true },
        ],
      },
      {
        type: 'fields',
        rows: [
          { label: '등록번호', value: '{record.registration.number}' },
          { label: '등록일', value: '{record.registration.registeredAt|date}' },
          { label: '사용 목적', value: '{form.사용용도}' },
        ],
      },
      { type: 'seal', statement: starterSealStatement(name), authority: '{issue.issuerName}' },
    ],
  };
  return { schema, ui, sample, agency, document };
}

/**
 * Creates certificates/<slug>/ with a manifest, schema, uiSchema, sample, document layout and agency facts that `cert:check` accepts
 * as they are, and no file outside it: its alphabetical place is derived from the names. Answers
 * the folder created and its manifest.
 */
export function scaffoldCertificate(dir: string, slug: string, options: ScaffoldOptions = {}): { folder: string; manifest: Record<string, unknown> } {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`slug "${slug}" must be kebab-case: lower-case letters, digits and hyphens (e.g. pet-registration)`);
  const folder = path.join(dir, slug);
  if (fs.existsSync(folder)) throw new Error(`certificates/${slug} already exists`);
  const names = freeNames(dir, options);
  const manifest = starterManifest(options, names);
  const { schema, ui, sample, agency, document } = starterFiles(names.name);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.manifest), json(manifest));
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.schema), json(schema));
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.uiSchema), json(ui));
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.sample), json(sample));
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.layout), json(document));
  fs.writeFileSync(path.join(folder, CERTIFICATE_FILES.agency), json(agency));
  return { folder, manifest };
}
