import { messages } from '@sika/domain';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { ErrorText } from '../ErrorText/index.ts';

type Props = {
  /** What is shown (a panel, a path): when it changes, the failure is cleared. */
  showing: string;
  children: ReactNode;
  /** Lets the failed code be asked for again (lazyComponent's reset). */
  onRetry: () => void;
  /**
   * For a part of a page that shows (Profile's order pings): offline, a part whose code never came
   * is left out rather than said to be missing, and asked for again once the browser is back online.
   */
  quietOffline?: boolean;
};

/**
 * Around code fetched on demand (the portal's screens, the dashboard's panels): when it cannot be
 * fetched (the phone lost its network before the vendor first went there), what is around stays,
 * this place says so, and "Try again" asks for the code again (`onRetry`). Going elsewhere clears it.
 * Offline it says what a page never saved on this phone says (docs/product.md, Offline): the page
 * will load once the connection is back.
 */
export class CodeLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retryOnline = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override componentDidMount() {
    if (this.props.quietOffline) window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryOnline);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.showing !== this.props.showing) {
      this.props.onRetry();
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (offline && this.props.quietOffline) return null;
    return (
      <>
        {offline ? <NotSavedOffline /> : <ErrorText>{messages.generic.somethingWentWrong}</ErrorText>}
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

/**
 * The sentence of a page never saved offline. It comes with the offline banner's code, which the
 * service worker keeps from the first visit (apps/portal/scripts/precache.ts), not with every
 * page's first load.
 */
function NotSavedOffline() {
  const [sentence, setSentence] = useState('');
  useEffect(() => {
    let current = true;
    import('@sika/domain/messages/offline').then(
      ({ offlineMessages }) => current && setSentence(offlineMessages.notSaved),
      () => current && setSentence(messages.generic.somethingWentWrong),
    );
    return () => {
      current = false;
    };
  }, []);
  return <ErrorText>{sentence}</ErrorText>;
}
