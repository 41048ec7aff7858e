import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Application, ApplicationStartResult, SignStatus } from '../../contracts/generated/api.ts';
import type { ApplicationRecord, ApplicationStatus, StoredApplicationState } from '../db/applications.ts';
import type { UserRecord } from '../db/users.ts';
import { AppError } from '../errors.ts';
import { invalidParamMessage, issuanceTexts } from '../messages.ts';
import type { CatalogueForm } from '../plugins/catalogue.ts';
import { isoNow, kstDigits } from '../time.ts';

/** The application as the client reads it; `path` lets the client match the catalogue (reissue). */
export const toView = (a: ApplicationStatus): Application => ({
  id: a.id,
  path: a.edocPath,
  name: a.name,
  applicationDate: kstDigits(a.createdAt),
  state: a.state,
  applicationState: a.state,
  signStatus: a.signStatus,
  documentId: a.documentId,
  message: a.message,
  packageId: null,
  packageName: null,
  qrPassCode: a.qrPassCode,
  institutionCode: a.institutionCode,
});

/**
 * The portal of a CHANNELING application: the government portal's identity check, or — when the
 * certificate's manifest says `portal.type: institution` — the chosen institution's own portal
 * (000 §4.3; the form property `portal.institutionField` holds its code).
 */
export function portalUrl(app: FastifyInstance, application: Pick<ApplicationRecord, 'id' | 'formData'>, form: Pick<CatalogueForm, 'portal'> | undefined, returnUrl: string): string {
  const portal = form?.portal;
  const institution = portal?.type === 'institution' ? application.formData[portal.institutionField] : undefined;
  return app.world.portal.identityCheckUrl(application.id, typeof institution === 'string' ? institution : undefined, returnUrl);
}

/** The {hash} popup code of 000 §8.4: 32 hex digits derived from the application id. */
export const nonMemberCode = (applicationId: string): string => createHash('sha256').update(applicationId).digest('hex').slice(0, 32);

/** The certificate, refused when the catalogue does not offer it now (409 ERROR popup). */
export function issuableForm(app: FastifyInstance, edocPath: string): CatalogueForm {
  const form = app.catalogue.form(edocPath);
  if (!form) {
    throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('문서종류: 발급받을 수 없는 증명서예요.') } });
  }
  if (!form.available || form.maintenanceType !== 'NONE') {
    const message = form.maintenanceType === 'NONE' ? issuanceTexts.unavailable.message : issuanceTexts.maintenance[form.maintenanceType];
    throw new AppError('ERROR', { status: 409, text: { title: issuanceTexts.unavailable.title, message } });
  }
  return form;
}

/** Validates the form data against the certificate's schema; the form values without 문서종류. */
export function validatedFormData(app: FastifyInstance, edocPath: string, data: Record<string, unknown>): Record<string, unknown> {
  const problem = app.catalogue.validateFormData(edocPath, data);
  if (problem) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(problem.message) } });
  const { 문서종류: _kind, ...values } = data;
  return values;
}

export interface NewApplicationInput {
  user: UserRecord;
  form: CatalogueForm;
  formData: Record<string, unknown>;
  returnUrl: string;
  state: StoredApplicationState;
  signStatus: SignStatus;
  guest?: boolean;
  qrPassCode?: string | null;
  institutionCode?: string | null;
  id?: string;
  /**
   * A double tap makes one: when the user already has the very same application (certificate,
   * form values, pass) still waiting in this state for its signature or the court, that one is
   * answered instead of a second. A state, not a time window: once it has moved on, applying
   * again is a new application.
   */
  answerWaitingTwin?: boolean;
}

/**
 * Stores a new application (or answers its waiting twin, see answerWaitingTwin); one PROCESSING
 * from the start gets its job in the same transaction.
 */
export async function createApplication(app: FastifyInstance, input: NewApplicationInput): Promise<string> {
  const now = Date.now();
  return app.db.transaction(async () => {
    if (input.answerWaitingTwin) {
      const twin = await app.issuance.applications.waitingTwin(input.user.id, {
        edocPath: input.form.path,
        formData: input.formData,
        state: input.state,
        qrPassCode: input.qrPassCode ?? null,
        institutionCode: input.institutionCode ?? null,
      });
      if (twin) return twin;
    }
    const id = input.id ?? randomUUID();
    await app.issuance.applications.insert({
      id,
      ownerUserId: input.user.id,
      edocPath: input.form.path,
      name: input.form.name,
      issuerName: input.form.issuerName,
      applicationType: input.form.applicationType,
      formData: input.formData,
      state: input.state,
      signStatus: input.signStatus,
      returnUrl: input.returnUrl,
      qrPassCode: input.qrPassCode ?? null,
      institutionCode: input.institutionCode ?? null,
      guest: input.guest ?? false,
      now: isoNow(now),
    });
    if (input.state === 'PROCESSING') await app.issuance.runner.enqueue({ applicationId: id, edocPath: input.form.path, ownerUserId: input.user.id, formData: input.formData }, now);
    return id;
  });
}

/** Hands the application to the agency: PROCESSING and its durable job, atomically. */
export function toProcessing(app: FastifyInstance, application: ApplicationRecord, from: readonly StoredApplicationState[]): Promise<boolean> {
  return app.db.transaction(async () => {
    const moved = await app.issuance.applications.transition(application.id, from, { state: 'PROCESSING', message: null }, isoNow());
    if (moved) await app.issuance.runner.enqueue({ applicationId: application.id, edocPath: application.edocPath, ownerUserId: application.ownerUserId, formData: application.formData });
    return moved;
  });
}

/** POST /api/v2/application/{id}: starts issuance by the certificate's application type. */
export async function startApplication(app: FastifyInstance, user: UserRecord, application: ApplicationRecord, returnUrl: string): Promise<ApplicationStartResult> {
  if (application.signStatus !== 'COMPLETE') {
    throw new AppError(user.certificateStatus === 'ACTIVE' ? 'SIGN_REQUIRED' : 'REQUIRED_TO_ISSUE_CERTIFICATION');
  }
  const form = app.catalogue.form(application.edocPath);
  const channelUrl = () =>
    application.applicationType === 'EXTERNAL_CHANNELING'
      ? app.world.sites.applyUrl(form?.site ?? null, application.id, returnUrl)
      : portalUrl(app, application, form, returnUrl);
  if (application.state === 'SIGN_COMPLETED') {
    if (application.applicationType === 'NORMAL') {
      await toProcessing(app, application, ['SIGN_COMPLETED']);
    } else {
      if (application.applicationType === 'CHANNELING' && !user.portalMember) {
        throw new AppError('ERROR', {
          status: 409,
          bodyCode: nonMemberCode(application.id),
          text: issuanceTexts.nonMember,
          returnUrl: app.world.portal.simpleAuthUrl(application.edocPath, returnUrl),
        });
      }
      await app.issuance.applications.transition(application.id, ['SIGN_COMPLETED'], { state: 'CHANNELING' }, isoNow());
    }
  }
  const current = await app.issuance.applications.status(application.id, user.id);
  if (!current) throw new AppError('NOT_FOUND');
  return {
    id: current.id,
    applicationState: current.state,
    state: current.state,
    url: current.state === 'CHANNELING' ? channelUrl() : null,
    message: current.message,
  };
}
