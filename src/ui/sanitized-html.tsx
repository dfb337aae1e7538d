// HTML written by the operator (notices, help articles), cleaned of scripts and event handlers before it is shown.
// Only the pages that show such HTML import this, so DOMPurify stays out of the main chunk.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
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

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
