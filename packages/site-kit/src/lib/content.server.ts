// Site content is read on the server only: pages get the texts they show through their
// loaders, so no content file ever lands in a client bundle.
export { getContent } from '@kyc/content';
