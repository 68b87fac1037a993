import { createContext } from 'react';
import type { Tracker } from '../createTracker';
import { tracker } from '../tracker';

/** The tracker React components use: the package's default instance unless a provider gives one. */
export const TrackerContext = /* @__PURE__ */ createContext<Tracker>(tracker);
