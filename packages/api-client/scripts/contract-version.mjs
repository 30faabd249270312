// Writes the contract's info.version into src/generated/contractVersion.ts, so the portal knows,
// without anyone copying it by hand, which version of the contract the writes it keeps offline
// were made for (compared with getHealth's `contract` before they are sent).
import { readFileSync, writeFileSync } from 'node:fs';

const yaml = readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8');
const version = /^info:\n(?: {2}.*\n)*? {2}version: ['"]?([^'"\n]+?)['"]?\n/m.exec(yaml)?.[1];
if (!version) throw new Error('openapi.yaml has no info.version');
writeFileSync(
  new URL('../src/generated/contractVersion.ts', import.meta.url),
  `// Generated from openapi.yaml's info.version by scripts/contract-version.mjs; never edited.\nexport const CONTRACT_VERSION = '${version}';\n`,
);
