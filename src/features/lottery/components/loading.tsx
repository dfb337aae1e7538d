// A loading placeholder that says what is loading to assistive technology.
import { Skeleton } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';

export function Loading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $height="36px" style={{ display: 'block', marginTop: i === 0 ? 0 : 8 }} />
      ))}
    </div>
  );
}
