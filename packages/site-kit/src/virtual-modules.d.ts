/** The URL of static pages' enhancer script (see viteConfig.mjs and lib/staticPage.ts). */
declare module 'virtual:site-enhancer' {
  const url: string;
  export default url;
}
