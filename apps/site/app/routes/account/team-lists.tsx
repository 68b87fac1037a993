export { action, loader } from '@kyc/site-kit/routes/account/team-lists.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/team-lists.tsx';
