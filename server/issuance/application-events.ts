import type { ActivityRepo } from '../db/activity.ts';
import type { ApplicationRecord, ApplicationsRepo, StoredApplicationState } from '../db/applications.ts';
import { isoNow } from '../time.ts';

/**
 * An application fails: it moves from one of `from` to FAIL with the message, and the citizen's
 * activity log records it in the caller's transaction. False (and no event) when it had moved on.
 */
export async function failApplication(
  deps: { applications: ApplicationsRepo; activity: ActivityRepo },
  application: Pick<ApplicationRecord, 'id' | 'ownerUserId' | 'name'>,
  from: readonly StoredApplicationState[],
  message: string,
): Promise<boolean> {
  const at = isoNow();
  if (!(await deps.applications.transition(application.id, from, { state: 'FAIL', message }, at))) return false;
  await deps.activity.record({
    kind: 'APPLICATION_FAILED',
    at,
    owner: { userId: application.ownerUserId },
    documents: [{ id: null, name: application.name }],
    applicationId: application.id,
    detail: message,
  });
  return true;
}
