export declare const CHROMIUM: { executablePath: string; args: string[] };
export declare function startStack(options?: { withApi?: boolean; companies?: number }): Promise<{
  siteOrigin: string;
  apiOrigin: string;
  stop: () => Promise<void>;
}>;
