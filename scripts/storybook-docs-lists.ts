// Opens every flow page of a built Storybook (pnpm build-storybook) the way a designer does, and
// fails when a list on it names the same thing twice. The stories on one docs page render at once,
// each with its own fake backend (.storybook/preview.tsx); were they to share one, each would seed
// it again and every list would show its rows once per story.
//
//   node scripts/storybook-docs-lists.ts [storybook-static]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const root = resolve(process.argv[2] ?? 'storybook-static');
if (!existsSync(join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root}: run pnpm build-storybook first.`);
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file =
    path.startsWith(root) && existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

type Entry = { id: string; title: string; type: string; storiesImports?: string[] };
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
// The pages that render stories of more than one stories file: the flows.
const pages = Object.values(index.entries).filter((entry) => entry.type === 'docs' && entry.storiesImports?.length);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--headless'] });
const problems: string[] = [];
let listsWithLinks = 0;
try {
  for (const docsPage of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/iframe.html?id=${docsPage.id}&viewMode=docs`);
    await page.locator('.sb-story').first().waitFor();
    // Every story's code and lists have arrived once the network is quiet.
    await page.waitForLoadState('networkidle');
    const lists = await page.$$eval('.sb-story ul, .sb-story ol, .sb-story [role="list"]', (elements) =>
      elements.map((list) => ({
        name: list.getAttribute('aria-label') ?? '',
        links: [...list.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''),
      })),
    );
    for (const list of lists) {
      const seen = new Map<string, number>();
      for (const href of list.links) seen.set(href, (seen.get(href) ?? 0) + 1);
      const twice = [...seen].filter(([, count]) => count > 1);
      if (list.links.length) listsWithLinks += 1;
      if (list.name) console.log(`${docsPage.title}, ${list.name}: ${list.links.length} links, ${seen.size} distinct`);
      for (const [href, count] of twice)
        problems.push(`${docsPage.title}: list "${list.name}" links ${href} ${count} times`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

// A page that failed to render would list nothing and pass.
if (!listsWithLinks) problems.push('No docs page showed a list with links: did the stories render?');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${pages.length} docs pages, no list names anything twice.`);
