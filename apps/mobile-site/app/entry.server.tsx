// The server entry both site apps share: streaming, bots and signed-in pages wait for all data.
export { default, streamTimeout } from '@kyc/site-kit/entry.server.tsx';
