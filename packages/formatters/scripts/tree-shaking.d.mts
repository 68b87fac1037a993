export declare const DATE_EXPORTS: readonly string[];
export declare function packagesInBundle(entry: string, name: string): Promise<string[]>;
export declare function checkTreeShaking(
  entry: string,
  names: readonly string[],
): Promise<Array<{ name: string; packages: string[]; ok: boolean }>>;
