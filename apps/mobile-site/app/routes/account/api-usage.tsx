export { loader } from '@kyc/site-kit/routes/account/api-usage.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/api-usage.tsx';
