// Part of `pnpm lint`: the repository speaks of itself only. A comment, doc or test name that cites
// "spec section N", "spec 7", "§", an issue number or a working session ("S7", "session 9", "the
// ninth session") points at something a reader of the repository cannot open. It must name a
// heading of docs/product.md ("docs/product.md, Toasts") or state the rule itself. Prints file:line
// for each citation in a tracked file and fails; the generated client and the lockfile are skipped.
// Sections of public standards ("RFC 9111 section 4.3.4") are fine: anyone can read those. A
// citation of docs/product.md must name one of its headings, so renaming a heading without its
// citations fails too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

const CITATIONS: readonly { kind: string; pattern: RegExp; publicStandardsOk?: boolean }[] = [
  { kind: 'spec section', pattern: /\b[Ss]pec(?:ification)?[^a-z\n]{0,3}(?:sections? |§ ?)?\d/ },
  { kind: 'section number', pattern: /\b[Ss]ections? \d/, publicStandardsOk: true },
  { kind: 'section sign', pattern: /§/, publicStandardsOk: true },
  { kind: 'issue number', pattern: /\b[Ii]ssues? ?#?\d+\b|\((?:PR ?)?#\d+\)/ },
  // "S3" is the object storage, never a session.
  { kind: 'session', pattern: /\b[Ss]ession \d+\b|\bS(?!3\b)\d{1,2}\b/ },
  {
    kind: 'session',
    pattern: /\b(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) session\b/i,
  },
];

/** A line that names a public standard may cite its sections. */
const PUBLIC_STANDARD = /\b(?:RFC ?\d+|ISO[ /-]?\d+|WCAG|ECMA-?\d+|IEEE)\b/;

const SKIPPED = [/^pnpm-lock\.yaml$/, /(^|\/)generated\//, new RegExp(`^${self.replace(/[.]/g, '\\.')}$`)];

/** The kinds of citation in one line of text (empty when it cites nothing outside the repository). */
export function citationsIn(line: string): string[] {
  return CITATIONS.filter(
    ({ pattern, publicStandardsOk }) => pattern.test(line) && !(publicStandardsOk && PUBLIC_STANDARD.test(line)),
  ).map(({ kind }) => kind);
}

// The patterns themselves are checked on every run, so a careless edit cannot quietly let
// citations through or start flagging the repository's ordinary words.
const MUST_FLAG = [
  '// Spec 9: polling',
  'spec section 7',
  '(spec sections 4 and 8)',
  '(spec 2, 8)',
  'follows section 8 for sign-up',
  'see §3',
  '(issue 9)',
  'Issue #12 asks',
  'issues 8 and 9',
  'fixed in (#42)',
  'measured in session 10',
  'the lists (S7)',
  'the ninth session',
];
const MUST_PASS = [
  "import { x } from './login.spec.ts';",
  'an S3-compatible bucket',
  'RFC 9111 section 4.3.4',
  'every session of the vendor ends',
  'docs/product.md, Toasts',
  'tokens issued to the vendor',
  'the spec of the library',
];

function checkPatterns(): string[] {
  return [
    ...MUST_FLAG.filter((sample) => citationsIn(sample).length === 0).map((sample) => `not flagged: ${sample}`),
    ...MUST_PASS.filter((sample) => citationsIn(sample).length > 0).map((sample) => `wrongly flagged: ${sample}`),
  ];
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file && !SKIPPED.some((pattern) => pattern.test(file)));
}

/** The headings of docs/product.md, the only places a comment may cite it. */
function productHeadings(): string[] {
  return readFileSync(path.join(root, 'docs/product.md'), 'utf8')
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

/**
 * A citation "product.md, <heading>" whose heading does not exist (a typo, or a heading renamed
 * without its citations). The heading may run on to the next line, so a line may end inside it.
 */
export function unknownHeadingIn(line: string, headings: readonly string[]): string | null {
  const cited = /product\.md, (.*)$/
    .exec(line)?.[1]
    ?.replace(/\s*(?:\*\/|-->|\*\/\})\s*$/, '')
    .trimEnd();
  if (cited === undefined || cited.startsWith('<')) return null; // "<heading>": how to cite, not a citation
  const known = headings.some((heading) => cited.startsWith(heading) || (cited && heading.startsWith(cited)));
  return known ? null : cited;
}

function findCitations(): string[] {
  const headings = productHeadings();
  const found: string[] = [];
  for (const file of trackedFiles()) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (text.includes('\0')) continue; // binary (screenshots, fonts)
    text.split('\n').forEach((line, index) => {
      const kinds = citationsIn(line);
      if (kinds.length) found.push(`${file}:${index + 1}: ${[...new Set(kinds)].join(', ')}: ${line.trim()}`);
      const unknown = unknownHeadingIn(line, headings);
      if (unknown !== null) found.push(`${file}:${index + 1}: no such heading in docs/product.md: ${unknown}`);
    });
  }
  return found;
}

if (import.meta.main) {
  const broken = checkPatterns();
  if (broken.length) {
    process.stderr.write(`check-citations: the patterns are wrong:\n${broken.join('\n')}\n`);
    process.exit(1);
  }
  const found = findCitations();
  if (found.length) {
    process.stderr.write(
      `${found.join('\n')}\n\n${found.length} citation(s) a reader of the repository cannot follow. Name a heading of ` +
        'docs/product.md ("docs/product.md, Toasts") or state the rule itself.\n',
    );
    process.exit(1);
  }
  process.stdout.write('check-citations: no spec sections, issue numbers or sessions cited.\n');
}
