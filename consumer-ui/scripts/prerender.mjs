// Draws the public entry pages to HTML after `vite build` (and `vite build --ssr
// src/prerender.tsx --outDir dist-ssr`), in English and Hindi, into dist/prerendered/: each is
// the built index.html with the page in #root, the app's CSS inline (no stylesheet request
// before the first paint) and the first route's JS preloaded. The server sends one for its path
// (src/common/serve-uis.ts) and main.tsx hydrates it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ui = join(import.meta.dirname, '..');
const dist = join(ui, 'dist');

// The pages, with the modules their first render loads (from Vite's manifest) to preload.
export const PAGES = [
  { slug: 'home', url: '/', modules: ['src/app/routes/home.tsx'] },
  {
    slug: 'partner-login',
    url: '/partner/login',
    modules: ['src/app/routes/partner/login.tsx'],
    texts: (lang) => [`src/locales/partner/${lang}.json`],
  },
  { slug: 'customer-site', url: '/customer-site', modules: ['src/app/routes/customer-site.tsx'] },
  {
    slug: 'socialmedia-onboarding',
    url: '/socialmedia-onboarding',
    modules: ['src/app/routes/social-onboarding.tsx'],
  },
];
const LANGUAGES = ['en', 'hi'];

// What the app's modules read at import time in a browser: a signed-out visitor's empty storage,
// the page's address, and no server (each API call fails, so the first render's defaults show).
const storage = new Map();
globalThis.localStorage = {
  getItem: (k) => storage.get(k) ?? null,
  setItem: (k, v) => storage.set(k, String(v)),
  removeItem: (k) => storage.delete(k),
};
globalThis.window = globalThis;
globalThis.location = new URL('http://localhost/');
globalThis.addEventListener = () => undefined;
globalThis.removeEventListener = () => undefined;
globalThis.document = { documentElement: { lang: 'en', style: { setProperty: () => undefined } }, cookie: '' };
globalThis.fetch = () => Promise.reject(new Error('no API while prerendering'));

const { renderPage } = await import(pathToFileURL(join(ui, 'dist-ssr', 'prerender.js')).href);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// A module's chunk and the chunks it imports statically, as /assets/… URLs.
function chunks(module, seen = new Set()) {
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not in the Vite manifest`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunks(imported, seen);
  return seen;
}

// The stylesheet link Vite writes, replaced by the stylesheet itself.
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const page of PAGES) {
  for (const lang of LANGUAGES) {
    const body = await renderPage(page.url, lang);
    const preload = new Set();
    for (const m of [...page.modules, ...(page.texts?.(lang) ?? []), ...(lang === 'hi' ? ['src/locales/hi.json'] : [])])
      for (const file of chunks(m)) if (!template.includes(`/${file}"`)) preload.add(file);
    const links = [...preload].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace(STYLESHEET, (_, file) => `<style>${readFileSync(join(dist, file), 'utf8')}</style>`)
      .replace('</head>', `${links}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${body}</div>`);
    if (!html.includes('data-prerendered')) throw new Error('index.html has no empty #root');
    writeFileSync(join(dist, 'prerendered', `${page.slug}.${lang}.html`), html);
  }
}
console.log(`prerendered ${PAGES.length * LANGUAGES.length} pages into ${join(dist, 'prerendered')}`);
