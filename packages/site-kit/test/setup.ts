import { configure } from '@testing-library/dom';

// A loaded CI machine transforms a lazily imported module in seconds, not milliseconds:
// `findBy…` waits for what the page really shows instead of failing at the 1 s default.
configure({ asyncUtilTimeout: 15_000 });
