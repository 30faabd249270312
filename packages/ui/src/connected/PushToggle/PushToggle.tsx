import { errorMessageOf } from '@sika/api-client';
import { useLazyGetPushKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } from '@sika/api-client/later';
import { pushMessages } from '@sika/domain';
import { useContext, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from '../../components/index.ts';
import { PushDeviceContext, type PushDevice } from './pushDevice.ts';

const text = pushMessages;

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'turning-on' | 'turning-off';

const STATUS: Record<State, string> = {
  checking: text.checking,
  unsupported: text.unsupported,
  denied: text.denied,
  off: text.off,
  on: text.on,
  'turning-on': text.off,
  'turning-off': text.on,
};

/**
 * Order pings for this device (docs/product.md, Order pings), on the Profile panel. The state is
 * this browser's own (its push subscription), so each phone or computer is turned on or off by
 * itself. The browser's permission is asked only when the vendor taps Turn on. A browser that
 * cannot take a push subscription once asked (online, with no push service behind it) is told as
 * one without the Push API, not as a connection problem.
 */
export function PushToggle() {
  const device = useContext(PushDeviceContext);
  const [state, setState] = useState<State>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const [getKey] = useLazyGetPushKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const headingId = useId();

  useEffect(() => {
    let live = true;
    void (async () => {
      let next: State;
      try {
        if (!(await device.supported())) next = 'unsupported';
        else if (device.permission() === 'denied') next = 'denied';
        else next = (await device.subscription()) ? 'on' : 'off';
      } catch {
        next = 'unsupported';
      }
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, [device]);

  async function turnOn() {
    setProblem(null);
    const permission = await device.requestPermission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') return setProblem(text.dismissed);
    setState('turning-on');
    let made: Awaited<ReturnType<PushDevice['subscribe']>> | undefined;
    try {
      const { publicKey } = await getKey(undefined, true).unwrap();
      try {
        made = await device.subscribe(publicKey);
      } catch (refusal) {
        // Online, the browser itself refused (no push service behind it): a connection is not the
        // problem, and trying again will not help.
        if (navigator.onLine) return setState('unsupported');
        throw refusal;
      }
      const { endpoint, expirationTime, keys } = made.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('subscription without keys');
      await subscribe({
        pushSubscription: { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      }).unwrap();
    } catch (failure) {
      // The server does not know this device: the browser must not think pings are on either.
      await made?.unsubscribe().catch(() => false);
      setState('off');
      setProblem(refusalSentence(failure));
      return;
    }
    setState('on');
    toast.success(text.turnedOn);
  }

  async function turnOff() {
    setProblem(null);
    setState('turning-off');
    try {
      const current = await device.subscription();
      if (current) {
        // The browser's subscription goes first: once it is gone, the push service answers 410 and
        // the server forgets it too, even if the call below does not arrive.
        await current.unsubscribe();
        await unsubscribe({ pushEndpoint: { endpoint: current.endpoint } })
          .unwrap()
          .catch(() => undefined);
      }
    } catch {
      setState('on');
      setProblem(text.failedOff);
      return;
    }
    setState('off');
    toast.success(text.turnedOff);
  }

  const busy = state === 'turning-on' || state === 'turning-off';
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <p role="status">{STATUS[state]}</p>
      {problem && <Problem role="alert">{problem}</Problem>}
      {(state === 'off' || state === 'turning-on') && (
        <Button busy={busy} onClick={() => void turnOn()}>
          {state === 'turning-on' ? text.turningOn : text.turnOn}
        </Button>
      )}
      {(state === 'on' || state === 'turning-off') && (
        <Button variant="secondary" busy={busy} onClick={() => void turnOff()}>
          {state === 'turning-off' ? text.turningOff : text.turnOff}
        </Button>
      )}
    </Card>
  );
}

/**
 * A refusal the server explains (a 4xx such as too many devices, or an address another shop's
 * phone holds) is said in the server's words: trying again will not help. Anything else (no
 * connection, a 5xx) asks to check the connection and try again.
 */
function refusalSentence(failure: unknown): string {
  const status = typeof failure === 'object' && failure !== null ? (failure as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500
    ? errorMessageOf(failure, text.failedOn)
    : text.failedOn;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
