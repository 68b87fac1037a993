export { default, meta } from '@kyc/site-kit/routes/marketing/article.tsx';
export { articleLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
