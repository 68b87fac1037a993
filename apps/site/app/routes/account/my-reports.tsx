export { loader } from '@kyc/site-kit/routes/account/my-reports.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/my-reports.tsx';
