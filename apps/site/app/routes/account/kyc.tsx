export { loader } from '@kyc/site-kit/routes/account/kyc.server.ts';
export { default } from '@kyc/site-kit/routes/account/kyc.tsx';
