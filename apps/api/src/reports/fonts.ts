import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Noto Sans SC, regular and bold: Chinese and Latin in one face, so mixed names stay even. */
export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: ReportFonts | undefined;

/**
 * The report fonts, read from @expo-google-fonts/noto-sans-sc once per process (about 10 MB
 * each): every report embeds only the glyphs it uses, subset by pdfkit.
 *
 * @example const { regular, bold } = reportFonts();
 */
export function reportFonts(): ReportFonts {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = (path: string) =>
      readFileSync(require.resolve(`@expo-google-fonts/noto-sans-sc/${path}`));
    cached = {
      regular: file('400Regular/NotoSansSC_400Regular.ttf'),
      bold: file('700Bold/NotoSansSC_700Bold.ttf'),
    };
  }
  return cached;
}
