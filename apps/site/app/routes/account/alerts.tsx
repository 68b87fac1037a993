export { action, loader } from '@kyc/site-kit/routes/account/alerts.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/alerts.tsx';
