export { action, headers, loader } from '@kyc/site-kit/routes/account/api-keys.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/api-keys.tsx';
