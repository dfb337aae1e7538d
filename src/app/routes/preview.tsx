// /preview: the preview console for support staff (docs/preview.md). Outside the site's layout: it frames the site.
import { Suspense } from 'react';
import { PreviewConsole } from '../../features/preview/components/preview-console';
import { BootLoading } from '../boot-screens';

export function Component() {
  return (
    <Suspense fallback={<BootLoading />}>
      <PreviewConsole />
    </Suspense>
  );
}
