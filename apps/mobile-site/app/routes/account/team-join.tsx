export { action, loader } from '@kyc/site-kit/routes/account/team-join.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/team-join.tsx';
