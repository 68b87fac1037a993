/*
 * First-load budgets of the marketing routes (every URL of sitemap.xml, in both languages), as a
 * logged-out visitor gets them: the JavaScript and CSS files the server-rendered HTML loads —
 * modulepreloads, module imports and script elements, and what those modules import statically
 * — and its stylesheets, measured min+gzip (the build is minified; gzip at zlib's default
 * level, as the server's compression sends it). Inline scripts (the router's loader data,
 * React's streaming swaps, the old-browser check) are printed in their own column, and so is the
 * code a page's form loads after the page (the enhancer's chunk for the LEI or the lead form,
 * static/forms.ts; the API reference's try-it, React for that form alone), which is not
 * first-load. Prints a table; exits 1 over a budget.
 *
 *   --app desktop   apps/site as a desktop browser gets it, with the demo-request and
 *                   registration form: 15 KB JS (issue 29: its pages reach visitors without
 *                   React too, site-kit/src/lib/staticPage.ts)
 *   --app mobile    apps/mobile-site as a phone gets it: 90 KB JS — its marketing pages reach
 *                   visitors without React
 *
 *   npm run size -w @kyc/site | -w @kyc/mobile-site   (after both apps are built)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PHONES } from '../test/devices.mjs';
import { BUILD_DIRS, startStack } from '../test/stack.mjs';

const KB = 1024;
/** The issues' budgets: first-load JavaScript and CSS of any marketing route. */
export const BUDGETS = {
  // 15 KB since issue 29 (it was 100, then 102 KB: React and the router on every page).
  desktop: { js: 15 * KB, css: 30 * KB },
  mobile: { js: 90 * KB, css: 30 * KB },
};

const { values } = parseArgs({ options: { app: { type: 'string', default: 'desktop' } } });
const app = values.app === 'mobile' ? 'mobile' : 'desktop';
const { js: JS_BUDGET, css: CSS_BUDGET } = BUDGETS[app];
const clientDir = path.join(BUILD_DIRS[app], 'client');
// The server picks the app by user agent; Node's fetch says "node", which gets the desktop app.
const headers = app === 'mobile' ? { 'user-agent': PHONES.iPhone.userAgent } : {};
/** Pages beside the sitemap's that reach visitors without React: the lead form (desktop). */
const FORM_PAGES = app === 'desktop' ? ['/demo-request', '/register'] : [];
/** A form a page without React improves later, and the enhancer chunk that does it. */
const LATER = [
  ['data-kyc-lei-form', /enhancer-leiForm-/],
  ['data-kyc-lead-form', /enhancer-leadForm-/],
  ['data-kyc-try-it', /enhancer-tryIt-/],
];
const files = new Map();
/** A built asset by its URL: its gzip size, and the modules it imports statically and lazily. */
async function asset(url) {
  if (!files.has(url)) {
    // Asset URLs carry the app's prefix (`/m/` on mobile); the files sit under client/.
    const file = path.join(clientDir, new URL(url, 'http://x').pathname.replace(/^\/m\//, '/'));
    const code = await readFile(file);
    const text = code.toString('utf8');
    const resolve = (specifier) => new URL(specifier, new URL(url, 'http://x')).pathname;
    files.set(url, {
      gzip: gzipSync(code).length,
      // Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export…from"./x.js"`.
      imports: url.endsWith('.js')
        ? [
            ...text.matchAll(
              /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
            ),
          ].map((m) => resolve(m[1]))
        : [],
      lazy: url.endsWith('.js')
        ? [...text.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) =>
            resolve(m[1]),
          )
        : [],
    });
  }
  return files.get(url);
}
/** The scripts `urls` load before anything else runs: them and their static imports. */
async function withImports(urls) {
  const all = new Set();
  const visit = async (url) => {
    if (all.has(url)) return;
    all.add(url);
    for (const imported of (await asset(url)).imports) await visit(imported);
  };
  for (const url of urls) await visit(url);
  return all;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack({ withApi: false, mobile: app === 'mobile' });
try {
  const sitemap = await (await fetch(`${stack.siteOrigin}/sitemap.xml`)).text();
  const pages = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1].replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    }),
    ...FORM_PAGES.flatMap((page) => [page, `${page}?lang=en`]),
  ];
  const rows = [];
  for (const page of pages) {
    const html = await (await fetch(`${stack.siteOrigin}${page}`, { headers })).text();
    const scripts = await withImports([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/import \* as \w+ from "([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ]);
    // The chunk a form of the page loads after the page, with what it imports beyond the rest.
    const lazy = new Set();
    for (const src of scripts) for (const chunk of (await asset(src)).lazy) lazy.add(chunk);
    const later = [...lazy].filter((chunk) =>
      LATER.some(([attribute, name]) => html.includes(` ${attribute}=`) && name.test(chunk)),
    );
    const inline = [...html.matchAll(/<script(?![^>]* src=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/(?:ld\+)?json"/.test(m[1]) && m[2].trim())
      .reduce((sum, m) => sum + gzipSync(m[2]).length, 0);
    const styles = new Set(
      [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    );
    let js = 0;
    for (const src of scripts) js += (await asset(src)).gzip;
    let afterLoad = 0;
    for (const src of await withImports(later)) {
      if (!scripts.has(src)) afterLoad += (await asset(src)).gzip;
    }
    let css = 0;
    for (const href of styles) css += (await asset(href)).gzip;
    rows.push({ path: page, files: scripts.size, js, inline, afterLoad, css });
  }
  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(`${app} app`);
  console.log(
    `${'route'.padEnd(width)}  files  JS (min+gzip)  inline JS  form JS, later  CSS (min+gzip)`,
  );
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.js).padStart(13)}  ${kb(row.inline).padStart(9)}  ${(row.afterLoad ? kb(row.afterLoad) : '').padStart(14)}  ${kb(row.css).padStart(14)}`,
    );
  }
  // Every chunk a page without React may load after the page, measured whether or not a page
  // above showed its form (the reference shows its try-it only when apps/api answers).
  const enhancers = [...files.keys()].filter((url) => /\/enhancer-[\w-]+\.js$/.test(url));
  const later = new Set();
  for (const url of enhancers) for (const chunk of (await asset(url)).lazy) later.add(chunk);
  if (later.size > 0) {
    const sizes = [];
    for (const chunk of later) {
      const name = /enhancer-(\w+)-/.exec(chunk)?.[1] ?? chunk;
      sizes.push(`${name} ${kb((await asset(chunk)).gzip)}`);
    }
    console.log(`loaded after the page, by a page with that form: ${sizes.join(', ')}`);
  }
  const worstJs = Math.max(...rows.map((row) => row.js));
  const worstCss = Math.max(...rows.map((row) => row.css));
  const over = rows.filter((row) => row.js > JS_BUDGET).map((row) => row.path);
  console.log(
    `largest: JS ${kb(worstJs)} (budget ${kb(JS_BUDGET)}), CSS ${kb(worstCss)} (budget ${kb(CSS_BUDGET)})`,
  );
  console.log(over.length ? `over the JS budget: ${over.join(', ')}` : 'every route within budget');
  if (over.length || worstCss > CSS_BUDGET) process.exitCode = 1;
} finally {
  await stack.stop();
}
