import { rmSync } from 'node:fs';

/** A run starts with no databases kept from an earlier one: the scan after the suite reads this run's only. */
export default function setup(): void {
  if (process.env.JIGAP_E2E_KEPT_DATABASES) rmSync(process.env.JIGAP_E2E_KEPT_DATABASES, { recursive: true, force: true });
}
