import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../config/paths';
import { environmentVerdict } from '../features/startup/startup-gate';
import { Redirect } from '../lib/redirect';

/**
 * The partner flow's routes check the environment like every page (000 §4.1 step 1: the
 * messenger at its minimum version), but not the join: a new user joins inside the flow
 * (001 §4.1, the new-member terms with the package terms), so the apply-tab redirect of the
 * startup gate does not apply. The wallet check runs on the start page (its errors are popups).
 */
export function PapasGate() {
  const verdict = useMemo(() => environmentVerdict(), []);
  if (verdict.go === 'root') return <Redirect to={paths.root.getHref()} />;
  if (verdict.go === 'invalid-version') return <Redirect to={paths.invalidVersion.getHref()} />;
  return <Outlet />;
}
