/**
 * The account area's operation log: debounced POSTs of what the user did, with the account
 * headers.
 *
 * @packageDocumentation
 * @module @kyc/analytics-sdk/op-log
 */
export { createOpLog, type OpLog, type OpLogOptions } from './createOpLog';
