export { action, loader } from '@kyc/site-kit/routes/account/team.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/team.tsx';
