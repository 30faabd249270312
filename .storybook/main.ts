import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the ui package: docs pages for designers (introduction, design tokens, one page
// per flow), then every screen and component, every state, against MSW.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
