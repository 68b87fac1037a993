export { loader } from '@kyc/site-kit/routes/account/team-audit.server.ts';
export { default, meta } from '@kyc/site-kit/routes/account/team-audit.tsx';
