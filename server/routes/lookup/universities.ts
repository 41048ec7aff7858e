import type { FastifyInstance } from 'fastify';
import type { University, UniversityKindParams } from '../../../contracts/generated/api.ts';
import type { UniversityRecord } from '../../lookup-data/index.ts';
import { AppError } from '../../errors.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, lookupIndexes } from './lookup-kit.ts';

const universityRow = (u: UniversityRecord): University => ({ 코드: u.코드, 이름: u.이름, 구분: u.구분, 학번필요: u.학번필요, 학위과정: u.학위과정, portalUrl: u.portalUrl });

/** The universities that issue a university certificate. */
export default async function universityRoutes(app: FastifyInstance): Promise<void> {
  const { data } = lookupIndexes();
  const universitiesByKind = new Map<string, University[]>();
  /** The universities issuing a certificate: its manifest's portal.certificateKind (졸업, 재학, …) names what they issue. */
  const universitiesFor = (certificate: string): University[] | undefined => {
    const portal = app.catalogue.form(certificate)?.portal;
    if (portal?.type !== 'institution') return undefined;
    let rows = universitiesByKind.get(portal.certificateKind);
    if (!rows) {
      rows = data.universities.filter((u) => (u.발급증명서 as readonly string[]).includes(portal.certificateKind)).map(universityRow);
      universitiesByKind.set(portal.certificateKind, rows);
    }
    return rows;
  };

  app.get<{ Params: UniversityKindParams }>(
    `${INFO}/대학/:kind`,
    { config: config('static'), schema: { params: ref('university-kind-params'), response: responses('university-list-response') } },
    async (request) => {
      // 대학/대학{type}증명서 (000 §7): the segment is the certificate's path (대학졸업증명서, …).
      const universities = universitiesFor(request.params.kind);
      if (!universities) throw new AppError('NOT_FOUND');
      return { result: universities };
    },
  );
}
