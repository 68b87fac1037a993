export { loader } from '@kyc/site-kit/routes/account/authorize-print.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/authorize-print.tsx';
