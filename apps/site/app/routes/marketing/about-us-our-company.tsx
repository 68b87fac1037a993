export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';
export { default, meta } from '@kyc/site-kit/routes/marketing/about-us-our-company.tsx';
export { aboutUsOurCompanyLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
