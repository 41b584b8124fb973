import { createHash } from 'node:crypto';

/** Adding a link starts its request, ~0.2-0.5 ms each on a desktop: a page's twenty-odd, a few to a task. */
const LINKS_A_TASK = 6;
/** The longest the app waits for the first screen's paint before it asks for its scripts anyway. */
const LATEST_MS = 2000;

/**
 * Runs in the page, inline at the end of a shell that has a first screen (first-screen.ts): asks for the app (its
 * stylesheet, its scripts, the page's chunks and data: the tags of the <template> just before it) once the first
 * screen is on the glass, that is after the first contentful paint and once the screen's images have arrived.
 * Until then the phone's connection and main thread serve the first screen alone. The entry script goes in once
 * the stylesheet is in, so the page it draws is never unstyled; the links go in a few at a time, each batch its
 * own task, as adding one starts its request there and then. A hidden tab, which paints nothing, starts at once;
 * so does any page that has not painted within LATEST_MS (the scripts only come earlier than they would have).
 * Kept to syntax every browser that runs the app's module scripts knows; its hash is allowed by the CSP.
 */
const SCRIPT = `{
const later = document.currentScript.previousElementSibling;
const copyOf = (tag) => {
  const copy = document.createElement(tag.localName);
  for (const { name, value } of tag.attributes) copy.setAttribute(name, value);
  return copy;
};
const start = () => {
  if (!later.isConnected) return;
  later.remove();
  const tags = [...later.content.children].map(copyOf);
  const styled = tags.filter((tag) => tag.rel === 'stylesheet').map((style) => new Promise((done) => { style.onload = style.onerror = done; }));
  const links = tags.filter((tag) => tag.localName === 'link');
  const addLinks = () => {
    document.head.append(...links.splice(0, ${LINKS_A_TASK}));
    if (links.length) setTimeout(addLinks);
    else Promise.all(styled).then(() => document.head.append(...tags.filter((tag) => tag.localName === 'script')));
  };
  addLinks();
};
const afterImages = () => {
  const images = [...document.querySelectorAll('#first-screen img')].filter((image) => !image.complete);
  Promise.all(images.map((image) => new Promise((done) => { image.onload = image.onerror = done; })))
    .then(() => requestAnimationFrame(() => setTimeout(start)));
};
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); afterImages(); }
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, ${LATEST_MS});
}
}`;

/** The CSP source that allows the script above (and only it) to run inline. */
export const AFTER_FIRST_SCREEN_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The tags of the app, to be asked for once the first screen has been painted (for the end of <body>). */
export const afterFirstScreen = (tags: string) => `<template>${tags}</template><script>${SCRIPT}</script>`;
