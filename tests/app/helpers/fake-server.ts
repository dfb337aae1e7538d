// Stands in for the platform server in the shell's tests: answers fetch for /wps paths from handlers and for the
// locale files from disk, so the app boots exactly as in the browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

export type Handler = (url: URL) => unknown;

const ROOT = path.resolve(__dirname, '../../..');

export const envelope = (value: unknown) => ({ success: true, value });

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Installs the fake server; a handler may return a Response (for failures) or a value to wrap in a success envelope. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(url.pathname + url.search);
    if (url.pathname.startsWith('/locales/')) {
      const file = await readFile(path.join(ROOT, url.pathname), 'utf8').catch(() => null);
      return file === null ? new Response('not found', { status: 404 }) : new Response(file, { headers: { 'Content-Type': 'application/json' } });
    }
    const handler = handlers[url.pathname];
    if (!handler) return json({ success: false, code: 'not_found' }, 404);
    const answer = await handler(url);
    return answer instanceof Response ? answer : json(envelope(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
