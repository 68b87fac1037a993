export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';
export { default, meta } from '@kyc/site-kit/routes/marketing/lei.tsx';
export { leiLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
