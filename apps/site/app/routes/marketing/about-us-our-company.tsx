export { default, meta } from '@kyc/site-kit/routes/marketing/about-us-our-company.tsx';
export { aboutUsOurCompanyLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
