import { rmSync } from 'node:fs';

/** The run's throwaway data folder (database, outbox, admin secret) goes with the run. */
export default function removeDataDir() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
