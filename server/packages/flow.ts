import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PackageInput, PackageInputStep, PackageState } from '../../contracts/generated/api.ts';
import type { PackageApplication, PapasRequest } from '../db/papas.ts';
import type { UserRecord } from '../db/users.ts';
import { AppError } from '../errors.ts';
import { createApplication, issuableForm, toProcessing, validatedFormData } from '../issuance/flow.ts';
import { invalidParamMessage, issuanceTexts, packageTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { submittedEvent } from '../activity/events.ts';
import { qualificationProblem } from './qualification.ts';
import type { PackageDefinition } from './types.ts';

/**
 * The partner package flow on the server (001 §4.1, §7). A package application owns one ordinary
 * application per document: the documents are signed together on one page, pass the portal's
 * identity check together, and are issued one by one by the existing durable jobs. When the
 * last document completes, the package completes and its documents are delivered to the
 * recipient's wallet in the same transaction (`settlePackage`, called by the job runner).
 */

/** The package a request was made for, as it was then. */
export const definitionOf = (request: PapasRequest): PackageDefinition => request.snapshot as PackageDefinition;

const fill = (url: string, papas: string): string => url.replaceAll('{papas}', encodeURIComponent(papas));

/** GET /api/v2/papas/{papas}: the package info and the partner request of 001 §3, for the start page. */
export function packageInfo(request: PapasRequest, application: PackageApplication | undefined) {
  const d = definitionOf(request);
  const bundle = d.appSchemeBundle;
  return {
    papas: request.id,
    package: d.package,
    title: d.title,
    description: d.description,
    recipient: d.recipient,
    recipientAddress: d.recipientAddress,
    issuer: d.issuer,
    documentNames: d.documentNames,
    additionalPackageInfo: d.additionalPackageInfo,
    inputAlertMessage: d.inputAlertMessage ?? null,
    isSkipCompletedSubmissionPage: request.isSkipCompletedSubmissionPage,
    appSchemeBundle: {
      cancel: { url: fill(bundle.cancel.url, request.id) },
      success: { ...bundle.success, url: fill(bundle.success.url, request.id) },
      failed: { ...bundle.failed, url: fill(bundle.failed.url, request.id) },
      notQualified: { ...bundle.notQualified, url: fill(bundle.notQualified.url, request.id) },
    },
    inputs: d.inputs,
    applicationId: application?.id ?? null,
    packageState: application?.state ?? null,
  };
}

const stepFields = (step: PackageInputStep): string[] => {
  switch (step.kind) {
    case 'region':
      return [step.sidoField, step.sigunguField];
    case 'patriot-number':
      return [step.field];
    case 'address-organisation':
      return [step.addressField, step.districtCodeField, step.organisationField, ...(step.departmentCodeField ? [step.departmentCodeField] : [])];
  }
};

const badInput = (detail: string) => new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(`inputs (${detail})`) } });

/**
 * The form data of every document: the partner's defaults plus the user's inputs. An input may
 * only give the fields its package asks for; the result is validated against each certificate's
 * schema (400 INVALID_PARAM naming the field).
 */
export function packageFormData(app: FastifyInstance, definition: PackageDefinition, inputs: readonly PackageInput[]): Map<string, Record<string, unknown>> {
  const asked = new Map<string, Set<string>>();
  for (const step of definition.inputs) {
    const fields = asked.get(step.edoc) ?? new Set<string>();
    stepFields(step).forEach((field) => fields.add(field));
    asked.set(step.edoc, fields);
  }
  const given = new Map<string, Record<string, unknown>>();
  for (const { 문서종류: edoc, ...values } of inputs) {
    if (!definition.documents.some((document) => document.edoc === edoc)) throw badInput(packageTexts.notInPackage(edoc));
    if (given.has(edoc)) throw badInput(packageTexts.twice(edoc));
    const unasked = Object.keys(values).filter((field) => !asked.get(edoc)?.has(field));
    if (unasked.length > 0) throw badInput(packageTexts.notAsked(edoc, unasked));
    given.set(edoc, values);
  }
  const result = new Map<string, Record<string, unknown>>();
  for (const document of definition.documents) {
    try {
      issuableForm(app, document.edoc);
    } catch (error) {
      const message = error instanceof AppError ? error.body.message : issuanceTexts.unavailable.message;
      throw new AppError('PACKAGE_APPLICATION_FAILED', { text: { message: packageTexts.documentUnavailable(document.edoc, message) } });
    }
    const data = { 문서종류: document.edoc, ...(document.defaults ?? {}), ...(given.get(document.edoc) ?? {}) };
    result.set(document.edoc, validatedFormData(app, document.edoc, data));
  }
  return result;
}

export interface CreatePackageInput {
  user: UserRecord;
  request: PapasRequest;
  inputs: readonly PackageInput[];
  returnUrl: string;
  /** A non-member after simple authentication: signed already, no portal step. */
  guest: boolean;
  /** Runs inside the creating transaction (the guest token is spent there). */
  within?: () => Promise<void>;
}

/**
 * POST /api/v2/application/package (and the guest call): checks everything, then stores the
 * package and its documents' applications in one transaction. A second creation for the same
 * request (a double tap) answers the first while it waits for its signature.
 */
export async function createPackage(app: FastifyInstance, input: CreatePackageInput): Promise<{ id: string; state: PackageState; url: string | null }> {
  const { user, request } = input;
  const repo = app.packages.repo;
  const existing = await repo.packageOfRequest(request.id);
  if (existing) return answerExisting(app, existing, input);
  const definition = definitionOf(request);
  const formData = packageFormData(app, definition, input.inputs);
  const problem = qualificationProblem(definition, formData);
  if (problem) throw new AppError('APPLICATION_NOT_QUALIFIED', { text: { message: problem } });

  const id = randomUUID();
  const now = isoNow();
  const created = await app.db.transaction(async () => {
    // Checked again inside: two taps racing each other make one package.
    if (await repo.packageOfRequest(request.id)) return false;
    await input.within?.();
    await repo.insertPackage({
      id,
      papasId: request.id,
      ownerUserId: user.id,
      packageKey: definition.package,
      packageName: definition.title,
      state: input.guest ? 'PROCESSING' : 'SIGN_REQUESTED',
      signStatus: input.guest ? 'COMPLETE' : 'PREPARE',
      guest: input.guest,
      createdAt: now,
    });
    for (const [order, document] of definition.documents.entries()) {
      const applicationId = await createApplication(app, {
        user,
        form: issuableForm(app, document.edoc),
        formData: formData.get(document.edoc) ?? {},
        returnUrl: input.returnUrl,
        state: input.guest ? 'PROCESSING' : 'SIGN_REQUESTED',
        signStatus: input.guest ? 'COMPLETE' : 'PREPARE',
        guest: input.guest,
      });
      await repo.attachApplication(applicationId, id, order);
    }
    return true;
  });
  if (!created) return answerExisting(app, await repo.packageOfRequest(request.id) as PackageApplication, input);
  return { id, state: input.guest ? 'PROCESSING' : 'SIGN_REQUESTED', url: input.guest ? null : app.world.signer.packageUrl(id, input.returnUrl) };
}

function answerExisting(app: FastifyInstance, existing: PackageApplication, input: CreatePackageInput): { id: string; state: PackageState; url: string | null } {
  if (existing.state === 'SIGN_REQUESTED' && existing.signStatus !== 'COMPLETE' && !input.guest) {
    return { id: existing.id, state: existing.state, url: app.world.signer.packageUrl(existing.id, input.returnUrl) };
  }
  throw new AppError('ERROR', { status: 409, text: packageTexts.alreadyApplied });
}

/** The messenger's signing page signs the package and every document of it, together. */
export function signPackage(app: FastifyInstance, pkg: PackageApplication): Promise<boolean> {
  const now = isoNow();
  return app.db.transaction(async () => {
    if (!await app.packages.repo.sign(pkg.id, now)) return false;
    for (const document of await app.packages.repo.documents(pkg.id)) {
      await app.issuance.applications.transition(document.applicationId, ['SIGN_REQUESTED'], { state: 'SIGN_COMPLETED', signStatus: 'COMPLETE' }, now);
    }
    return true;
  });
}

/**
 * POST /api/v2/application/package/{applicationId}: after signing, NORMAL documents go to the
 * agency and the others wait for the portal's identity check (CHANNELING with the portal url).
 * Starting again answers where the package is.
 */
export async function startPackage(app: FastifyInstance, user: UserRecord, pkg: PackageApplication, returnUrl: string): Promise<{ packageState: PackageState; url: string | null }> {
  const repo = app.packages.repo;
  if (pkg.signStatus !== 'COMPLETE') {
    throw new AppError(user.certificateStatus === 'ACTIVE' ? 'SIGN_REQUIRED' : 'REQUIRED_TO_ISSUE_CERTIFICATION');
  }
  if (pkg.state === 'SIGN_REQUESTED') {
    const documents = await repo.documents(pkg.id);
    const needsPortal = documents.some((document) => document.applicationType !== 'NORMAL');
    if (needsPortal && !user.portalMember) {
      throw new AppError('PACKAGE_APPLICATION_FAILED', { text: { message: `${issuanceTexts.nonMember.title} ${issuanceTexts.nonMember.message}` } });
    }
    const now = isoNow();
    await app.db.transaction(async () => {
      if (!await repo.transition(pkg.id, ['SIGN_REQUESTED'], { state: needsPortal ? 'CHANNELING' : 'PROCESSING' }, now)) return;
      for (const document of documents) {
        const application = await app.issuance.applications.findById(document.applicationId);
        if (!application) continue;
        if (application.applicationType === 'NORMAL') await toProcessing(app, application, ['SIGN_COMPLETED']);
        else await app.issuance.applications.transition(application.id, ['SIGN_COMPLETED'], { state: 'CHANNELING' }, now);
      }
    });
  }
  const current = await repo.findPackage(pkg.id, user.id) ?? pkg;
  return { packageState: current.state, url: current.state === 'CHANNELING' ? app.world.portal.packageIdentityCheckUrl(current.id, returnUrl) : null };
}

/** The portal's identity check covers the whole package: its waiting documents go to the agency. */
export function passPortal(app: FastifyInstance, pkg: PackageApplication): Promise<boolean> {
  const repo = app.packages.repo;
  return app.db.transaction(async () => {
    if (!await repo.transition(pkg.id, ['CHANNELING'], { state: 'PROCESSING' }, isoNow())) return false;
    for (const document of await repo.documents(pkg.id)) {
      const application = await app.issuance.applications.findById(document.applicationId);
      if (application?.state === 'CHANNELING') await toProcessing(app, application, ['CHANNELING']);
    }
    return true;
  });
}

/** GET /api/v2/application/package/{id}: the poll (000 §3 package application). */
export async function packageStatus(app: FastifyInstance, pkg: PackageApplication) {
  return {
    packageState: pkg.state,
    signStatus: pkg.signStatus,
    documents: (await app.packages.repo.documents(pkg.id)).map((document) => ({ documentId: document.documentId, state: document.state })),
  };
}

/** The viewing number passed to the person in charge (001 §2.2): six digits. */
const newPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Called by the job runner inside the transaction that finishes one application. A failed
 * document fails its package; the last completed one completes it and delivers every document
 * to the recipient's wallet (a SUBMITTED record for the user, a RECEIVED one for the recipient).
 */
export async function settlePackage(app: FastifyInstance, applicationId: string): Promise<void> {
  const repo = app.packages.repo;
  const packageId = await repo.packageIdOf(applicationId);
  const pkg = packageId ? await repo.findPackageById(packageId) : undefined;
  if (!pkg || (pkg.state !== 'PROCESSING' && pkg.state !== 'CHANNELING')) return;
  const now = isoNow();
  const documents = await repo.documents(pkg.id);
  const failed = documents.find((document) => document.state === 'FAIL');
  if (failed) {
    await repo.transition(pkg.id, ['PROCESSING', 'CHANNELING'], { state: 'FAILED', message: failed.message }, now);
    return;
  }
  if (!documents.every((document) => document.state === 'COMPLETE' && document.documentId)) return;
  const request = await repo.findRequest(pkg.papasId);
  const definition = request && definitionOf(request);
  const receiver = definition && await repo.walletOwner(definition.recipientAddress);
  const sender = await app.repos.users.findById(pkg.ownerUserId);
  if (!receiver || !sender) {
    await repo.transition(pkg.id, ['PROCESSING'], { state: 'FAILED', message: packageTexts.noRecipient }, now);
    return;
  }
  const distributionId = randomUUID();
  const submission = {
    distributionId,
    sender: { userId: sender.id, name: sender.name },
    receiver: { userId: receiver.id, name: receiver.name },
    documents: await Promise.all(
      documents.map(async (document) => ({
        id: document.documentId as string,
        name: document.name,
        issuerName: document.issuerName,
        expiresAt: (await repo.documentExpiry(document.documentId as string)) ?? now,
      })),
    ),
    pin: newPin(),
    at: now,
  };
  await app.repos.distributions.recordSubmission(submission);
  await app.repos.activity.record(submittedEvent(submission));
  for (const document of documents) await repo.labelDocument(document.documentId as string, pkg.id, pkg.packageName);
  await repo.transition(pkg.id, ['PROCESSING'], { state: 'COMPLETED', distributionId }, now);
}
