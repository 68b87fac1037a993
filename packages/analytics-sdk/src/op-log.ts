export { createOpLog, type OpLog, type OpLogOptions } from './createOpLog';
