/**
 * The equity-structure map and the beneficial-ownership computation behind it, on their own
 * entry: only the pages that show a company's owners need them, and they are the largest part
 * of the package (the SVG layout, and big.js through `@kyc/formatters`' exact percentages), so
 * an app that imports `@kyc/ui` for its chrome, forms and tables does not carry them.
 *
 * @example
 * ```tsx
 * import { computeBeneficialOwnership, OwnershipMap } from '@kyc/ui/ownership';
 * ```
 *
 * @packageDocumentation
 * @module @kyc/ui/ownership
 */
export type {
  ConsolidationEdge,
  OwnershipEdge,
  OwnershipGraph,
  OwnershipNode,
} from './_lib/ownershipGraph';
export {
  type BeneficialOwner,
  type BeneficialOwnershipOptions,
  type BeneficialOwnershipResult,
  computeBeneficialOwnership,
} from './computeBeneficialOwnership';
export { OwnershipMap, type OwnershipMapProps } from './OwnershipMap';
