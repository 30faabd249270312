// Plain JavaScript on purpose: it must run on the old Node it refuses. The project's .ts entry points
// need Node 24's type stripping; without this, Node 20 stops with a stack trace about ".ts".
const needed = 24;
const major = Number(process.versions.node.split('.')[0]);
// The script pnpm was asked to run, so the hint repeats the vendor's own command.
const script = process.env.npm_lifecycle_event || 'start';
if (major < needed) {
  console.error(
    `Sika needs Node ${needed} or newer; this is Node ${process.versions.node}. ` +
      `Without installing anything: npx -y -p node@${needed} -p pnpm@12 -c 'pnpm install && pnpm ${script}'`,
  );
  process.exit(1);
}
