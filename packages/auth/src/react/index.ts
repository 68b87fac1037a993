/**
 * React bindings of `@kyc/auth`: a provider for the user store, hooks for the user and its
 * permissions, and `<Can>`. Server rendering shows the `user` prop (or nobody) until mounted.
 *
 * @packageDocumentation
 * @module @kyc/auth/react
 */
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { Can, type CanProps } from './Can';
export { usePermission } from './usePermission';
export { useUser } from './useUser';
export { useUserStore } from './useUserStore';
