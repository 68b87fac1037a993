export { loader } from '@kyc/site-kit/routes/account/account.server.ts';
export { clientLoader, default, meta } from '@kyc/site-kit/routes/account/account.tsx';
