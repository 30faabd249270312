// `pnpm lint:duplicates [most]`: the copy-paste detector (jscpd, configured by .jscpd.json: the ui
// package's source, blocks of at least 50 tokens over 5 lines) fails when it finds more than `most`
// pairs of repeated blocks. jscpd's own threshold is a percentage of lines; a count of pairs is what
// a reviewer can act on, so each pair is listed when the count is over.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Place = { name: string; start: number; end: number };
type Report = {
  duplicates: { firstFile: Place; secondFile: Place; lines: number }[];
  statistics: { total: { clones: number } };
};

const most = Number(process.argv[2] ?? 16);
const where = (place: Place) => `${place.name}:${place.start}-${place.end}`;

/** Runs jscpd into a scratch folder and reads its JSON report; null when jscpd itself failed. */
function scan(): Report | null {
  const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    const run = spawnSync('jscpd', ['--reporters', 'json', '--silent', '--output', out], {
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    if (run.status !== 0) {
      process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}jscpd did not finish (exit ${run.status}).\n`);
      return null;
    }
    return JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')) as Report;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const report = scan();
if (!report) process.exit(1);
const pairs = report.statistics.total.clones;
if (pairs <= most) {
  process.stdout.write(`jscpd: ${pairs} pairs of repeated blocks (at most ${most}).\n`);
} else {
  for (const pair of report.duplicates) {
    process.stderr.write(`  ${where(pair.firstFile)}  =  ${where(pair.secondFile)}\n`);
  }
  process.stderr.write(`jscpd: ${pairs} pairs of repeated blocks, more than ${most}: share the code above.\n`);
  process.exitCode = 1;
}
