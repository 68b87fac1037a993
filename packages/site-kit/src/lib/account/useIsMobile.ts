import { useRootData } from '../rootData';

/**
 * Whether the mobile app rendered this page (`<html data-variant="mobile">`): shared account
 * pages branch on it where the two versions differ (cards instead of tables, load more instead
 * of a pager).
 *
 * @example const mobile = useIsMobile(); return mobile ? <Cards /> : <Table />;
 */
export function useIsMobile(): boolean {
  return useRootData().variant === 'mobile';
}
