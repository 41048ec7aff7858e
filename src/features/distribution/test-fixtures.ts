// Test-only: the records of the distribution tests (tab, layers).
import type { DistributionItem } from '../../api/types';

/** Record `n` (D{n}/doc-{n}): SUBMITTED when n is even, else RECEIVED; not read yet, 30 days left. */
export const distributionItem = (n: number, overrides: Partial<DistributionItem> = {}): DistributionItem => ({
  type: n % 2 === 0 ? 'SUBMITTED' : 'RECEIVED',
  distributionId: `D${n}`,
  id: `doc-${n}`,
  name: `증명서 ${n}`,
  submitter: '김민준',
  receiver: '이서연',
  distributedAt: '20261120093000',
  remainingDays: 30,
  issuerName: '행정안전부',
  pin: '123456',
  state: 'NOT_READ_YET',
  lastUpdatedAt: '20261120093000',
  reasonForRefusal: null,
  ...overrides,
});
