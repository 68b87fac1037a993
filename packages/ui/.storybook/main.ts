import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Resolve the workspace packages from source, as the tests do: no build needed first.
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@kyc/source', 'module', 'browser', 'development|production'] },
    });
  },
};

export default config;
