import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { CrashedScreen, type CrashedScreenProps } from './crashed-screen';

export interface RenderErrorBoundaryProps {
  children?: ReactNode;
  /** Level of the fallback's heading (default 3). */
  headingLevel?: CrashedScreenProps['headingLevel'];
  /** Told of each error caught (React logs it too, in development). */
  onError?(error: unknown, info: ErrorInfo): void;
}

interface RenderErrorBoundaryState {
  /** What the content threw, while it is shown instead of the content. */
  failure: { error: unknown } | undefined;
  /** Bumped by Try again: the content is mounted anew, its state started over. */
  attempt: number;
}

/**
 * Keeps a render error in the modal's (or the account panel's) content from unmounting the host
 * app: the content is replaced by CrashedScreen ("Something went wrong", the error's code, Try
 * again), and everything outside the boundary — the dialog, its header and close button, the
 * page — stays. Try again remounts the content from scratch.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  override state: RenderErrorBoundaryState = { failure: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<RenderErrorBoundaryState> {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = (): void => {
    this.setState(({ attempt }) => ({ failure: undefined, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    const { failure, attempt } = this.state;
    if (failure !== undefined) return <CrashedScreen error={failure.error} onRetry={this.retry} headingLevel={this.props.headingLevel} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
