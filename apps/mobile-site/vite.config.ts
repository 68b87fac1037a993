import { siteViteConfig } from '@kyc/site-kit/viteConfig.mjs';

// The desktop app serves /assets/; this app's files live under /m/assets/.
export default siteViteConfig({ base: '/m/' });
