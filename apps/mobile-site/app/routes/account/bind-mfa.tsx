export { action, loader } from '@kyc/site-kit/routes/account/bind-mfa.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/bind-mfa.tsx';
