import type { NavigateFunction } from 'react-router';
import { baseApi, errorBodyOf, errorCodeOf } from '../../api/base-api';
import type { ApiDispatch } from '../../api/hooks';
import { errorMessages } from '../../api/messages';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/popup-store';
import type { ApplicationSnapshot, RunnerEvent } from '../../runner/machine';
import type { FlowEffect } from '../../runner/use-runner';
import { papasApi, type PackageInfo, type PackageInput } from './api';
import { papasMessages } from './messages';
import { openPartnerUrl } from './partner-links';

/** 001 §8: a package application that fails with this code goes to the not-qualified page. */
export const QUALIFICATION_CODES = ['APPLICATION_NOT_QUALIFIED'];

/** Where signing, the signup and the portal come back to: the start page, resuming. */
export const resumeHref = (papas: string): string => paths.papasStart.getHref(papas, { resume: '1' });

/** What a package flow's effects work with: the package, the store, the router, and the package's info as the page has it now. */
export interface PackageFlow {
  papas: string;
  dispatch: ApiDispatch;
  navigate: NavigateFunction;
  info: () => PackageInfo | undefined;
}

type Send = (event: RunnerEvent) => void;

/** Reads the package the machine waits on. */
export async function fetchPackage(flow: Pick<PackageFlow, 'dispatch'>, id: string): Promise<ApplicationSnapshot> {
  const status = await flow.dispatch(papasApi.endpoints.packageStatus.initiate(id, { forceRefetch: true, subscribe: false })).unwrap();
  return { id, state: status.packageState, signStatus: status.signStatus, documentId: null };
}

/** 001 §8: a qualification code → not_qualified; every other error → the partner error page. */
export function toErrorPage(flow: Pick<PackageFlow, 'papas' | 'navigate'>, error: unknown, fallback?: string): void {
  const code = errorCodeOf(error);
  const body = errorBodyOf(error);
  if (code && QUALIFICATION_CODES.includes(code)) {
    flow.navigate(paths.papasNotQualified.getHref(flow.papas, { message: body?.message }), { replace: true });
    return;
  }
  flow.navigate(paths.papasError.getHref(flow.papas, { code: code ?? 'ERROR', status: body?.status, message: body?.message ?? fallback }), { replace: true });
}

/** A thrown error's own message, for the error page when the server gave none. */
export const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/**
 * The package could not be read (the return from signing or the portal, or 다음): nothing is
 * created or lost; the popup says so and 다음 reads again (001 §8: a network error is not the
 * flow's end).
 */
export async function tellUnread(): Promise<void> {
  await showAlert({ message: errorMessages.defaultPopup });
}

async function createPackage(flow: PackageFlow, inputs: PackageInput[], send: Send): Promise<void> {
  const current = flow.info();
  if (!current) return;
  try {
    const created = await flow
      .dispatch(papasApi.endpoints.createPackage.initiate({ papas: flow.papas, package: current.package, inputs, returnUrl: resumeHref(flow.papas) }))
      .unwrap();
    // 001 §4.1: a missing applicationId is an error, shown on the partner error page.
    if (!created.applicationId) throw new Error(papasMessages.missingApplication);
    send({ type: 'CREATED', id: created.applicationId, url: created.url });
  } catch (error) {
    send({ type: 'FAILED' });
    toErrorPage(flow, error, messageOf(error));
  }
}

async function startPackage(flow: PackageFlow, id: string, send: Send): Promise<void> {
  try {
    const started = await flow.dispatch(papasApi.endpoints.startPackage.initiate({ id, returnUrl: resumeHref(flow.papas) })).unwrap();
    // 001 §4.1: channeling without its url is an error, shown on the partner error page.
    if (started.packageState === 'CHANNELING' && !started.url) throw new Error(papasMessages.missingChanneling);
    send({ type: 'STARTED', applicationState: started.packageState, url: started.url ?? null, message: null });
  } catch (error) {
    send({ type: 'FAILED' });
    toErrorPage(flow, error, messageOf(error));
  }
}

async function completePackage(flow: PackageFlow): Promise<void> {
  flow.dispatch(baseApi.util.invalidateTags(['Inbox', 'Distribution', { type: 'Application', id: 'LIST' }]));
  // Back from the portal the package may be complete before the page has read its info.
  let current = flow.info();
  if (!current) {
    try {
      current = await flow.dispatch(papasApi.endpoints.packageInfo.initiate(flow.papas, { subscribe: false })).unwrap();
    } catch {
      current = undefined;
    }
  }
  // 001 §4.1: straight to the partner's success url when the request says so.
  if (current?.isSkipCompletedSubmissionPage) openPartnerUrl(current.appSchemeBundle.success.url, { replace: true });
  else flow.navigate(paths.papasComplete.getHref(flow.papas), { replace: true });
}

/** Carries out one effect of the runner machine for a partner package (001 §4.1 steps 4-7). */
export async function performPackageEffect(flow: PackageFlow, effect: FlowEffect, send: Send): Promise<void> {
  const { papas, navigate } = flow;
  switch (effect.type) {
    case 'create':
      return createPackage(flow, (effect.data.inputs as PackageInput[] | undefined) ?? [], send);
    case 'open-signup':
      window.location.assign(paths.simCertSignup.getHref(resumeHref(papas)));
      return;
    case 'redirect':
      window.location.assign(effect.url);
      return;
    case 'start':
      return startPackage(flow, effect.id, send);
    case 'open-portal':
      if (effect.embedded) navigate(paths.papasChanneling.getHref(papas, { url: effect.url }));
      else window.location.assign(effect.url);
      return;
    case 'navigate':
      if (effect.to === 'fail' || effect.to === 'delayed') navigate(paths.papasFailed.getHref(papas), { replace: true });
      else navigate(paths.papasStart.getHref(papas), { replace: true });
      return;
    case 'complete':
      return completePackage(flow);
    case 'create-external':
    case 'clear':
      return;
  }
}
