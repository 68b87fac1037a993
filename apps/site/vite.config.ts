import { siteViteConfig } from '@kyc/site-kit/viteConfig.mjs';

export default siteViteConfig();
