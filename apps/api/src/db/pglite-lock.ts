// PGlite has no cross-process lock (its postmaster.pid holds a fake pid), and two processes on
// one data folder corrupt it. A lock file with our pid keeps a second server or the admin CLI
// out while one is running; a lock left by a dead process is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`the database folder ${dataDir} is in use by process ${pid}; stop it first`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Folders this process holds. A lock file naming our own pid but absent here was left by an
// earlier process that had the same pid (containers often run as pid 1), so it is stale.
const held = new Set<string>();

/** The pid of the live process holding `dataDir`, if one does (a stale lock file reads as none). */
export function lockHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(`${dataDir}.lock`, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isSafeInteger(holder) || holder <= 0) return undefined;
  if (holder === process.pid) return held.has(`${dataDir}.lock`) ? holder : undefined;
  return isAlive(holder) ? holder : undefined;
}

/** Takes the lock for `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (held.has(lockFile)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      held.add(lockFile);
      return () => {
        held.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isSafeInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Stale (its process is gone, e.g. after a hard kill): remove it and try once more.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
