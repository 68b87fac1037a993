export { loader } from '@kyc/site-kit/routes/account/account.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/account.tsx';
