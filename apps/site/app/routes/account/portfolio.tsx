export { action, loader } from '@kyc/site-kit/routes/account/portfolio.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/portfolio.tsx';
