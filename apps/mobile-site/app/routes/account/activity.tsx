export { loader } from '@kyc/site-kit/routes/account/activity.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/activity.tsx';
