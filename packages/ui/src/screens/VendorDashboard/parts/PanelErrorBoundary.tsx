import { messages } from '@sika/domain';
import { Component, type ReactNode } from 'react';
import { Button, ErrorText } from '../../../components/index.ts';

type Props = {
  panel: string;
  children: ReactNode;
  /** Lets the failed code be asked for again (lazyComponent's reset). */ onRetry: () => void;
};

/**
 * Around the dashboard's panel: when a panel's code cannot be fetched (the phone lost its network
 * before the vendor first chose it), the frame and menu stay, the panel says so, and "Try again"
 * asks for the code again (`onRetry`: lazyComponent's reset). Choosing another panel clears it too.
 */
export class PanelErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.panel !== this.props.panel) {
      this.props.onRetry();
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <ErrorText>{messages.generic.somethingWentWrong}</ErrorText>
        <Button
          variant="secondary"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {messages.generic.tryAgain}
        </Button>
      </>
    );
  }
}
