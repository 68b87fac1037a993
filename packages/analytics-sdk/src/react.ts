export { AnalyticsProvider, type AnalyticsProviderProps } from './react/AnalyticsProvider';
export { usePageView } from './react/usePageView';
export { useTrackClick } from './react/useTrackClick';
export { useTracker } from './react/useTracker';
