export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { Can, type CanProps } from './Can';
export { usePermission } from './usePermission';
export { useUser } from './useUser';
export { useUserStore } from './useUserStore';
