export { action, loader } from '@kyc/site-kit/routes/account/alerts-unsubscribe.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/alerts-unsubscribe.tsx';
