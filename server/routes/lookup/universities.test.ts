import { describe, expect, it } from 'vitest';
import { loadLookupData } from '../../lookup-data/index.ts';
import { infoUrl, STATIC_CACHE, useLookupApp } from './test-kit.ts';

const data = loadLookupData();
const app = useLookupApp();
/** Spec 000 §9: the university certificate kinds; each is the certificateKind of one manifest's portal. */
const UNIVERSITY_KINDS = ['졸업', '재학', '성적', '학위수여', '졸업예정'];

describe('GET …/대학/대학{type}증명서 (university list)', () => {
  it.each([...UNIVERSITY_KINDS])('대학%s증명서 answers the universities that issue it, with 구분, 이름, 학번필요, 코드, degrees and portal url', async (kind) => {
    const response = await app.t.call('GET', infoUrl(['대학', `대학${kind}증명서`]), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    const expected = data.universities
      .filter((u) => (u.발급증명서 as readonly string[]).includes(kind))
      .map((u) => ({ 코드: u.코드, 이름: u.이름, 구분: u.구분, 학번필요: u.학번필요, 학위과정: u.학위과정, portalUrl: u.portalUrl }));
    expect(expected.length).toBeGreaterThan(0);
    expect(response.json()).toEqual({ result: expected });
  });

  it('carries 학번필요 both ways, which decides whether a studentId is required', async () => {
    const { result } = (await app.t.call('GET', infoUrl(['대학', '대학졸업증명서']), app.citizen)).json<{ result: { 학번필요: boolean }[] }>();
    expect(new Set(result.map((u) => u.학번필요))).toEqual(new Set([true, false]));
  });

  it.each(['대학기타증명서', '대학졸업', '졸업증명서', '주민등록표등본', '가족관계증명서'])('answers 404 NOT_FOUND for %s, which is no certificate with an institution portal', async (segment) => {
    const response = await app.t.call('GET', infoUrl(['대학', segment]), app.citizen);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
