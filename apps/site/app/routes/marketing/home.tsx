export { default, meta } from '@kyc/site-kit/routes/marketing/home.tsx';
export { homeLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
