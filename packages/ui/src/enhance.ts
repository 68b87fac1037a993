/**
 * The vanilla-DOM enhancers alone, for the script of pages served without
 * React. This entry imports neither React nor any other `@kyc` package, so a bundler includes
 * only these few hundred bytes (through `@kyc/ui` it would also pull in React, which has no
 * `sideEffects` flag to let it be dropped).
 *
 * @packageDocumentation
 * @module @kyc/ui/enhance
 */
export {
  createLoadingIndicator,
  type StaticLoadingIndicator,
  type StaticLoadingIndicatorOptions,
} from './createLoadingIndicator';
export { enhanceAccordions } from './enhanceAccordions';
export { enhanceDisclosureMenus } from './enhanceDisclosureMenus';
export { enhanceStaticMenus } from './enhanceStaticMenus';
