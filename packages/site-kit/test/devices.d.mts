import type { BrowserContextOptions } from 'playwright-core';

type Device = BrowserContextOptions & { userAgent: string };

export declare const PHONES: { iPhone: Device; android: Device; harmonyOS: Device };
export declare const NOT_PHONES: { desktop: Device; iPad: Device };
