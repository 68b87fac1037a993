import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // MOBILE_BUILD_DIR lets a second build (a test, a helper) live beside the main one.
  buildDirectory: process.env.MOBILE_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
