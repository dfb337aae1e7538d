// HTML written by the operator (notices, help articles, messages), cleaned of scripts, event handlers and script URLs
// before it is shown. Browsers with the HTML Sanitizer API (Element.setHTML: Chromium, Firefox) clean it themselves,
// with their safe defaults plus images and the presentational attributes operators write; elsewhere DOMPurify (about
// 11 KiB gzip) loads with the first such HTML. So the home's notice popup costs no sanitiser download where the browser
// has one (issue 15.4).
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';

const Content = styled.div`
  overflow-wrap: anywhere;

  a {
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The parts of the HTML Sanitizer API used here (not yet in TypeScript's DOM types). */
interface NativeSanitizer {
  allowElement(name: string): boolean;
  allowAttribute(name: string): boolean;
}
type SetHtml = (html: string, options: { sanitizer: NativeSanitizer }) => void;

// What operators write beyond the safe defaults (which keep text, links, lists, tables and headings, and always drop
// scripts, frames, event handlers and javascript: URLs whatever is allowed here).
const EXTRA_ELEMENTS = ['img'];
const EXTRA_ATTRIBUTES = ['src', 'alt', 'width', 'height', 'title', 'style', 'class', 'target'];

let nativeSanitizer: NativeSanitizer | null | undefined;
function browserSanitizer(): NativeSanitizer | null {
  if (nativeSanitizer !== undefined) return nativeSanitizer;
  const Sanitizer = (globalThis as { Sanitizer?: new () => NativeSanitizer }).Sanitizer;
  const hasSetHtml = typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function';
  nativeSanitizer = Sanitizer && hasSetHtml ? new Sanitizer() : null;
  if (nativeSanitizer) {
    for (const element of EXTRA_ELEMENTS) nativeSanitizer.allowElement(element);
    for (const attribute of EXTRA_ATTRIBUTES) nativeSanitizer.allowAttribute(attribute);
  }
  return nativeSanitizer;
}

let dompurify: Promise<(html: string) => string> | undefined;
const loadDompurify = () =>
  (dompurify ??= import('dompurify').then(({ default: purify }) => (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } })));

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const sanitizer = browserSanitizer();
    if (sanitizer) {
      (element as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer });
      return undefined;
    }
    let current = true;
    element.replaceChildren();
    void loadDompurify().then((sanitize) => {
      if (current) element.innerHTML = sanitize(html);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <Content ref={ref} className={className} />;
}
