export { loader } from '@kyc/site-kit/routes/account/system-status.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/system-status.tsx';
