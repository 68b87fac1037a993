import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // SITE_BUILD_DIR lets a second build (a test, a helper) live beside the main one.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
