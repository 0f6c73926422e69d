import '@testing-library/jest-dom/vitest';
import * as webStreams from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/lib/i18n';

// Lazy routes load slowly on a busy 2-core machine: findBy* waits up to 15 s, not 1 s.
configure({ asyncUtilTimeout: 15_000 });

// Files run in jsdom's own context (vitest's vmThreads pool), which has no web streams; a browser
// has them, and the live stream reads fetch's response body through a TextDecoderStream.
const { ReadableStream, TextDecoderStream, TransformStream, WritableStream } = webStreams;
Object.assign(globalThis, { ReadableStream, TextDecoderStream, TransformStream, WritableStream });

// jsdom does not implement scrolling.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
