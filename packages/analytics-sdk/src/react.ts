/**
 * React bindings of the tracker: a provider that configures it, and hooks for page views and
 * clicks.
 *
 * @packageDocumentation
 * @module @kyc/analytics-sdk/react
 */
export { AnalyticsProvider, type AnalyticsProviderProps } from './react/AnalyticsProvider';
export { usePageView } from './react/usePageView';
export { useTrackClick } from './react/useTrackClick';
export { useTracker } from './react/useTracker';
