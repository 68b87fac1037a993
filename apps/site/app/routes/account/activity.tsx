export { loader } from '@kyc/site-kit/routes/account/activity.server.ts';
export { clientLoader, default, meta } from '@kyc/site-kit/routes/account/activity.tsx';
