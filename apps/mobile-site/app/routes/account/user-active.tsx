export { action, loader } from '@kyc/site-kit/routes/account/user-active.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/user-active.tsx';
