import type { RunnerProfile } from '../../runner/machine';

/** 001 §4.1, §9: the package is read every 1000 ms; more than 99 polls without a result fail (the 100th). */
export const PACKAGE_POLL_MS = 1000;
export const PACKAGE_MAX_POLLS = 100;

export const PACKAGE_PROFILE: RunnerProfile = {
  pollIntervalMs: PACKAGE_POLL_MS,
  maxPolls: PACKAGE_MAX_POLLS,
  afterPolls: 'fail',
  needsDocument: false,
};
