import { Component, type ReactNode } from 'react';

interface FallbackBoundaryProps {
  /** Shown instead of `children` when they fail to load or render. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure in one part of a page to that part: a lazily loaded piece whose code fails to
 * download (say, after a new release) shows `fallback`, and the page around it stays.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
