import type { Plugin } from 'vite';

/**
 * react-router publishes a production build beside its development one but its package exports
 * name only the development build (remix-run/react-router#14102), so a plain `vite build` ships
 * its dev-only warnings and checks to every phone. In a build, the same module is taken from
 * dist/production: same API, less code on every route (`pnpm check:budgets` shows it).
 * bench/bundle.ts builds the library floor with it too, so the two are compared like for like.
 */
export const reactRouterProductionBuild: Plugin = {
  name: 'sika:react-router-production-build',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    return { ...resolved, id: resolved.id.replace(/([\\/])dist\1development\1/, '$1dist$1production$1') };
  },
};
