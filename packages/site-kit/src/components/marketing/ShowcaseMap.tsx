// The map's code in its own chunk: the Workspace page fetches it with the streamed graph,
// not on first load.
export { OwnershipMap as default } from '@kyc/ui/ownership';
