import { createHash } from 'node:crypto';

/**
 * Adds the app's script tags to the page once the browser has drawn its first frame (issue 18).
 * The page's own HTML (the family's header, cover and first section: first-paint.ts) is what a
 * phone shows first. Fetched with the page, the scripts arrive before the first frame on a fast
 * link, and Lighthouse's slow-phone model then counts their download and run as blocking that
 * paint (decision 0024). A page hidden at load (a background tab) draws no frame, so its scripts
 * are added at once. The module script comes first, then its preloads, one per task: each request
 * a preload starts costs a phone 10 to 30 ms of its main thread (Chromium at 4x CPU slowdown), so
 * four in a task made tasks of 60 to 95 ms, which blocked the page's input (Lighthouse's "total
 * blocking time" counts every task over 50 ms).
 */
export const appLoaderScript =
  "(function(){var t=document.getElementById('app-scripts');" +
  'function go(){if(!t)return;var n=[].slice.call(document.importNode(t.content,true).childNodes);' +
  't=null;(function add(){document.head.appendChild(n.shift());' +
  'if(n.length)setTimeout(add,0)})()}' +
  "if(document.visibilityState==='hidden')go();" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()';

/** The inline loader's hash for the Content-Security-Policy (script-src 'self' and this one). */
export const appLoaderCspSource = `'sha256-${createHash('sha256').update(appLoaderScript).digest('base64')}'`;

const appScriptTag = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The built page with its module script and module preloads moved into an inert template at the
 * end of the body, and the loader after it. A page without them (a test's stand-in) is unchanged.
 */
export function loadAppAfterFirstPaint(indexHtml: string): string {
  const tags = indexHtml.match(appScriptTag);
  if (!tags || !tags.some((tag) => tag.startsWith('<script'))) return indexHtml;
  const page = indexHtml.replace(appScriptTag, '');
  const loader =
    `<template id="app-scripts">${tags.map((tag) => tag.trim()).join('')}</template>` +
    `<script>${appLoaderScript}</script>`;
  return page.replace('</body>', () => `${loader}</body>`);
}
