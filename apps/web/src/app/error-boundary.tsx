import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/ui/error-fallback';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared so navigation recovers. */
  resetKey?: string;
};
type State = { error: unknown; resetKey: string | undefined };

/** Catches render errors below it: "Something went wrong" with a Try again that re-renders. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error caught by the error boundary', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <ErrorFallback onReset={this.reset} />;
  }
}
