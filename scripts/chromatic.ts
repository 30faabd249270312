// `pnpm chromatic`: publishes the Storybook to Chromatic (visual review at the phone and desktop
// modes of .storybook/modes.ts). TurboSnap (--only-changed) re-snapshots only the stories that the
// changed files can reach. Without a project token it says how to get one and fails: it never
// passes without having published. Extra arguments go to the chromatic CLI as they are.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
if (!token) {
  console.error(`CHROMATIC_PROJECT_TOKEN is not set: nothing was published.

To publish the Storybook to Chromatic:
  1. sign in at https://www.chromatic.com and add a project for this repository;
  2. copy its project token (Manage > Configuration > Project token);
  3. run  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic
     (in CI, keep the token as a secret and expose it under that name).`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/chromatic/dist/bin.cjs');
const args = ['--build-script-name', 'build-storybook', '--only-changed', ...process.argv.slice(2)];
const { status } = spawnSync(process.execPath, [cli, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
});
process.exit(status ?? 1);
