export { action, loader } from '@kyc/site-kit/routes/account/verifydoc.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/verifydoc.tsx';
