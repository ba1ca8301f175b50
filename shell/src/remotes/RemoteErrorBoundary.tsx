import { toast } from '@store/ui';
import { Component, type ReactNode } from 'react';
import type { RemoteName } from '../runtime-config.ts';
import { REMOTE_LABELS } from './labels.ts';
import { RemoteFallback } from './RemoteFallback.tsx';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that throws while rendering, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const label = REMOTE_LABELS[this.props.remote];
    console.error(`[shell] the ${label} (${this.props.remote}) crashed while rendering:`, error);
    toast.error(`The ${label} ran into a problem`);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          reason="crash"
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
