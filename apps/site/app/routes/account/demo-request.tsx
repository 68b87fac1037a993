export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';
export { action, loader } from '@kyc/site-kit/routes/account/demo-request.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/demo-request.tsx';
