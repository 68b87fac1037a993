export { apiReferenceLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
export { default, meta } from '@kyc/site-kit/routes/marketing/products-api-reference.tsx';
