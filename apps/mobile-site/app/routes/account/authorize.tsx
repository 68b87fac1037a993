export { action, loader } from '@kyc/site-kit/routes/account/authorize.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/authorize.tsx';
