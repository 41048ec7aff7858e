import type { PackageInfo, PackageInput, PackageInputStep } from './api';

/** The agreement kinds of the start (001 §4.1 step 1): a new joiner also agrees to the new-member terms. */
export const agreementKinds = (joined: boolean): string[] => (joined ? ['PAPAS'] : ['NEW', 'PAPAS']);

/** What the user picked in one input step: field → value, for the step's document. */
export type StepValues = Record<string, unknown>;

export interface StartFlowDeps {
  info: PackageInfo;
  joined: boolean;
  /** Opens the agreement layer; true once agreed. */
  agree(types: string[]): Promise<boolean>;
  /** GET …/applicable: isGuestGov24. */
  isGuest(): Promise<boolean>;
  /** Leaves for the portal's simple authentication; the page comes back with `?token=`. */
  toSimpleAuth(): void;
  /** The package's inputAlertMessage, once before the inputs. */
  alert(message: string): Promise<void>;
  /** Asks one input step (region, patriot number, disability flow); null when the user backs out. */
  ask(step: PackageInputStep): Promise<StepValues | null>;
  /** Creates the package (the runner takes over: signing, start, progress). */
  create(inputs: PackageInput[]): void;
  /** The guest's package with the simple authentication's token. */
  createAsGuest(token: string, inputs: PackageInput[]): void;
}

export type StartOutcome = 'cancelled' | 'left' | 'created';

/** Asks every input step in order and groups the answers per document (per-application input items). */
export async function collectInputs(deps: Pick<StartFlowDeps, 'info' | 'alert' | 'ask'>): Promise<PackageInput[] | null> {
  const { info } = deps;
  if (info.inputs.length > 0 && info.inputAlertMessage) await deps.alert(info.inputAlertMessage);
  const byDocument = new Map<string, PackageInput>();
  for (const step of info.inputs) {
    const values = await deps.ask(step);
    if (values === null) return null;
    byDocument.set(step.edoc, { ...(byDocument.get(step.edoc) ?? { 문서종류: step.edoc }), ...values });
  }
  return [...byDocument.values()];
}

/**
 * The automatic start of 001 §4.1 when no application exists yet: agreement (new members also
 * to the new-member terms), the guest check, then the package's inputs (region, patriot number,
 * disability flow — whatever its documents ask), then creation. With a `token` the user is back
 * from simple authentication: agreement and the guest check are behind them.
 */
export async function runStartFlow(deps: StartFlowDeps, token?: string | null): Promise<StartOutcome> {
  if (!token) {
    if (!(await deps.agree(agreementKinds(deps.joined)))) return 'cancelled';
    if (await deps.isGuest()) {
      deps.toSimpleAuth();
      return 'left';
    }
  }
  const inputs = await collectInputs(deps);
  if (inputs === null) return 'cancelled';
  if (token) deps.createAsGuest(token, inputs);
  else deps.create(inputs);
  return 'created';
}
