import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/pdf-text.ts';
import { documentPreviewHref, DOCUMENT_PREVIEW_PERSONAS } from '../../shared/document-preview-url.ts';
import { documentPreview } from './document-preview.ts';

const fixture = path.resolve(__dirname, '../../tests/fixtures/certificates/pet-registration');
const real = path.resolve(__dirname, '../../certificates');

describe('the dev server’s document preview (scripts/vite/document-preview.ts, drawn in its worker thread)', () => {
  let root: string;
  let dir: string;
  let server: Server;
  let preview: ReturnType<typeof documentPreview>;
  let origin: string;
  const passedOn: string[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-document-preview-'));
    dir = path.join(root, 'certificates');
    fs.cpSync(path.join(real, 'near-poverty'), path.join(dir, 'near-poverty'), { recursive: true });
    fs.cpSync(fixture, path.join(dir, 'pet-registration'), { recursive: true });
    preview = documentPreview(dir);
    server = createServer((req, res) =>
      preview.handle(req, res, () => {
        passedOn.push(req.url ?? '');
        res.statusCode = 204;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await preview.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (href: string) => fetch(`${origin}${href}`);
  const layoutFile = (slug: string) => path.join(dir, slug, 'document.json');

  it('serves the PDF of a folder of its catalogue directory, drawn from its sample and the persona’s records, never cached', async () => {
    const response = await get(documentPreviewHref('pet-registration'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('동물등록증명서'); // the layout's title
    expect(text).toContain('410123456789012'); // sample.json's 동물등록번호
    expect(text).toContain('김민준'); // citizen's agency record

    const other = await pdfText(await (await get(documentPreviewHref('pet-registration', 'receiver'))).arrayBuffer());
    expect(other).toContain('이서연');
    expect(other).not.toContain('김민준');
  });

  it('reads the folder afresh on each request: an edited title is in the next PDF', async () => {
    const file = layoutFile('near-poverty');
    const original = fs.readFileSync(file, 'utf8');
    expect(await pdfText(await (await get(documentPreviewHref('near-poverty'))).arrayBuffer())).toContain('차상위계층확인서');
    fs.writeFileSync(file, original.replace('"title": "차상위계층 확인서"', '"title": "차상위 확인서 (수정)"'));
    try {
      const text = await pdfText(await (await get(documentPreviewHref('near-poverty'))).arrayBuffer());
      expect(text).toContain('차상위확인서(수정)');
      expect(text).not.toContain('차상위계층확인서');
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('404 for a folder that is not there, whatever the path tries', async () => {
    for (const href of [documentPreviewHref('no-such-folder'), '/__dev/document-preview/..%2F..%2Fpackage.json.pdf', '/__dev/document-preview/near-poverty', '/__dev/document-preview/%E0.pdf']) {
      const response = await get(href);
      expect(response.status, href).toBe(404);
      expect(await response.text()).toContain('no such certificate folder');
    }
  });

  it('a broken layout answers 422 with its problems as cert:check words them; an unknown persona 400', async () => {
    const file = layoutFile('pet-registration');
    const original = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, JSON.stringify({ title: '동물등록증명서' }));
      let response = await get(documentPreviewHref('pet-registration'));
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe("certificates/pet-registration/document.json /: does not match schemas/document-layout.schema.json: must have required property 'sections'");

      fs.writeFileSync(file, original.replace('{form.사용용도}', '{form.사용목적}'));
      response = await get(documentPreviewHref('pet-registration'));
      expect(response.status).toBe(422);
      expect(await response.text()).toBe('certificates/pet-registration/document.json /sections/1/rows/6/value: "form.사용목적": the form has no field "사용목적"');

      fs.writeFileSync(file, '{ "title": ');
      response = await get(documentPreviewHref('pet-registration'));
      expect(response.status).toBe(422);
      expect(await response.text()).toMatch(/^certificates\/pet-registration\/document\.json: not valid JSON: /);
    } finally {
      fs.writeFileSync(file, original);
    }
    const response = await get(documentPreviewHref('pet-registration', 'nobody'));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^unknown persona "nobody" \(citizen, receiver, /);
    expect((await get(documentPreviewHref('pet-registration'))).status).toBe(200);
  });

  it('lists the personas to fill a document with; leaves every other request to the dev server', async () => {
    const list = (await (await get(DOCUMENT_PREVIEW_PERSONAS)).json()) as { id: string; name: string }[];
    expect(list.slice(0, 2).map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'citizen', name: '김민준' },
      { id: 'receiver', name: '이서연' },
    ]);
    expect((await get('/dev/catalogue')).status).toBe(204);
    expect(passedOn).toEqual(['/dev/catalogue']);
  });
});
