import fs from 'node:fs';

/**
 * Snapshots of cases derived from the certificate folders: a case whose snapshot was recorded is
 * held to it; a case without one (a folder added since) is checked by rules instead, and vitest is
 * never asked to match it — so no run, on CI or on a maintainer's machine, writes a snapshot on
 * the fly into a file outside the new folder. Recording is asked for on purpose:
 * `JIGAP_RECORD_SNAPSHOTS=1 npx vitest run -u <file>` (refused on CI).
 */
export interface RecordedSnapshots {
  /** Whether the test of this full name (`describe > test`) is held to a recorded snapshot. */
  has(fullName: string): boolean;
}

/** The test names a vitest snapshot file holds (its keys without the trailing count). */
export function recordedSnapshotNames(snapFile: string | URL): Set<string> {
  const text = fs.existsSync(snapFile) ? fs.readFileSync(snapFile, 'utf8') : '';
  const names = new Set<string>();
  for (const match of text.matchAll(/^exports\[`((?:[^`\\]|\\.)*) \d+`\] = /gm)) names.add(match[1]!.replace(/\\(.)/g, '$1'));
  return names;
}

export function recordedSnapshots(snapFile: string | URL, env: NodeJS.ProcessEnv = process.env): RecordedSnapshots {
  const recording = env.JIGAP_RECORD_SNAPSHOTS === '1';
  if (recording && env.CI) throw new Error('JIGAP_RECORD_SNAPSHOTS is refused on CI: CI never writes snapshots');
  const names = recordedSnapshotNames(snapFile);
  return { has: (fullName) => recording || names.has(fullName) };
}
