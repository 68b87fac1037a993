export { action, loader } from '@kyc/site-kit/routes/account/login.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/login.tsx';
