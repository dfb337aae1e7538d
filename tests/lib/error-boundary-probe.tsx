// A minimal error boundary for tests that need to see what a render threw.
import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}
