export { default, meta } from '@kyc/site-kit/routes/marketing/about-us-faq.tsx';
export { aboutUsFaqLoader as loader } from '@kyc/site-kit/routes/marketing/loaders.server.ts';
