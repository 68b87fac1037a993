export { action, loader } from '@kyc/site-kit/routes/account/service-selection.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/service-selection.tsx';
