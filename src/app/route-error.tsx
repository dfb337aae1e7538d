// What a route shows when its page cannot: the chunk-load error with a reload (spec P8-19) or a generic failure, caught
// by the router's error boundaries (router.tsx); a navigation clears it.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load';
import { Button, ButtonLink } from '../ui/button';
import { ErrorState } from '../ui/error-state';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <ErrorState headingLevel="h1" title={t(chunk ? 'errors.chunk_load_title' : 'errors.page_error_title')} message={t(chunk ? 'errors.chunk_load_text' : 'errors.page_error_text')}>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      {chunk ? null : (
        <ButtonLink to="/" tone="ghost">
          {t('actions.backHome')}
        </ButtonLink>
      )}
    </ErrorState>
  );
}

interface BoundaryProps {
  /** The location's key: a new navigation clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
