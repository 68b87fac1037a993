export { action, loader } from '@kyc/site-kit/routes/account/enterprise-details.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/enterprise-details.tsx';
