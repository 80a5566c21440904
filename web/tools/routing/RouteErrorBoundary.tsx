import { Component, type ReactNode } from 'react';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';

interface RouteErrorBoundaryProps {
  /** The page's address: a move to another page clears the error. */
  readonly location: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly error: unknown;
  readonly location: string;
}

/**
 * A screen that threw (its code did not load, its frame's data did not come, a bug): the 500 page in the
 * frame, until the reader moves to another page.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('A screen threw nothing') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <PageErrorBoundary error={this.state.error} /> : this.props.children;
  }
}
