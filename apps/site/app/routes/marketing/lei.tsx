export { default, meta } from '@kyc/site-kit/routes/marketing/lei.tsx';
export { leiLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
