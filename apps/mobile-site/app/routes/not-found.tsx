export { default, loader, meta } from '@kyc/site-kit/routes/not-found.tsx';
