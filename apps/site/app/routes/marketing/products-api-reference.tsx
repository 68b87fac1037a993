export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';
export { apiReferenceLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
export { default, meta } from '@kyc/site-kit/routes/marketing/products-api-reference.tsx';
