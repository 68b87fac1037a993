export { action, loader } from '@kyc/site-kit/routes/account/live-search.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/live-search.tsx';
