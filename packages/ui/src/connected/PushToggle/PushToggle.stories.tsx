import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_PUSH_KEY } from '@sika/api-client/mocks';
import { paths, pushMessages, serverMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, expectToast, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { PushDeviceContext, type DeviceSubscription, type PushDevice } from './pushDevice.ts';
import { PushToggle } from './PushToggle.tsx';

const text = pushMessages;

/** A browser as the toggle sees it, in one state; it counts the permission questions it was asked. */
interface StoryDevice extends PushDevice {
  asked: number;
  subscribedWith: string | undefined;
  subscribed: boolean;
}

function storyDevice({
  supported = true,
  permission = 'default' as NotificationPermission,
  subscribed = false,
  answer: reply = 'granted' as NotificationPermission,
  refuses = false,
} = {}): StoryDevice {
  const subscription: DeviceSubscription = {
    endpoint: 'https://push.example.net/send/story-phone',
    toJSON: () => ({
      endpoint: 'https://push.example.net/send/story-phone',
      expirationTime: null,
      keys: {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
    }),
    unsubscribe: async () => {
      device.subscribed = false;
      return true;
    },
  };
  const device: StoryDevice = {
    asked: 0,
    subscribedWith: undefined,
    subscribed,
    supported: async () => supported,
    permission: () => permission,
    requestPermission: async () => {
      device.asked += 1;
      permission = reply;
      return reply;
    },
    subscription: async () => (device.subscribed ? subscription : null),
    subscribe: async (key) => {
      // As Chromium answers when no push service is behind it.
      if (refuses) throw new DOMException('Registration failed - push service not available', 'AbortError');
      device.subscribedWith = key;
      device.subscribed = true;
      return subscription;
    },
  };
  return device;
}

/** The device of the story being played. */
let device = storyDevice();

const on = (made: StoryDevice) => () => {
  device = made;
};

const meta = {
  title: 'Connected/PushToggle',
  component: PushToggle,
  tags: ['autodocs'],
  parameters: openedAt(paths.dashboard),
  beforeEach() {
    storeLogin();
  },
  decorators: [
    (Story) => (
      <PushDeviceContext.Provider value={device}>
        <main>
          <Story />
        </main>
      </PushDeviceContext.Provider>
    ),
  ],
} satisfies Meta<typeof PushToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const turnOnButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: text.turnOn });

async function expectStatus(canvasElement: HTMLElement, sentence: string) {
  await waitFor(() => expect(within(canvasElement).getByText(sentence)).toBeVisible());
}

/** No service worker or Push API here: the toggle says so, and offers nothing to press. */
export const Unsupported: Story = {
  beforeEach: on(storyDevice({ supported: false })),
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, text.unsupported);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * The API is there but the browser cannot subscribe (no push service behind it): the tap ends in
 * 'This browser cannot receive notifications', not a connection problem, and nothing to press.
 */
export const SubscribeRefused: Story = {
  beforeEach: on(storyDevice({ refuses: true })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    await expectStatus(canvasElement, text.unsupported);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This browser cannot receive notifications',
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(device.subscribed).toBe(false);
  },
};

/** Notifications blocked for the site: how to allow them in the browser, and nothing is asked. */
export const PermissionDenied: Story = {
  beforeEach: on(storyDevice({ permission: 'denied' })),
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, text.denied);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(device.asked).toBe(0);
  },
};

/** Off on this device: 'Turn on', and opening the panel asked the browser nothing. */
export const Off: Story = {
  beforeEach: on(storyDevice()),
  play: async ({ canvasElement }) => {
    await expect(await turnOnButton(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).getByText(text.off)).toBeVisible();
    await expect(device.asked).toBe(0);
  },
};

/** On on this device (it holds a push subscription): 'Turn off'. */
export const On: Story = {
  beforeEach: on(storyDevice({ permission: 'granted', subscribed: true })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: text.turnOff })).toBeEnabled();
    await expect(within(canvasElement).getByText(text.on)).toBeVisible();
  },
};

/** The tap asks the browser once, subscribes with the server's key, and the server keeps it. */
export const TurnOn: Story = {
  beforeEach: on(storyDevice()),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    await expectToast(canvasElement, text.turnedOn);
    await expect(within(canvasElement).getByText(text.on)).toBeVisible();
    await expect(device.asked).toBe(1);
    await expect(device.subscribedWith).toBe(MOCK_PUSH_KEY);
    await expect(within(canvasElement).getByRole('button', { name: text.turnOff })).toBeEnabled();
  },
};

/** While the server has not answered: the button is busy and says so. */
export const TurningOn: Story = {
  beforeEach: on(storyDevice()),
  parameters: hangs('subscribePush'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    const busy = await within(canvasElement).findByRole('button', { name: text.turningOn });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused: still off, the browser's subscription undone, and a sentence to try again. */
export const ServerError: Story = {
  beforeEach: on(storyDevice()),
  parameters: answer('subscribePush', 500, 'The server is having a moment.'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text.failedOn));
    await expect(within(canvasElement).getByText(text.off)).toBeVisible();
    await expect(device.subscribed).toBe(false);
    await expect(within(canvasElement).getByRole('button', { name: text.turnOn })).toBeEnabled();
  },
};

/** Too many phones already get pings: the server's sentence says so, not a connection problem. */
export const DeviceLimit: Story = {
  beforeEach: on(storyDevice()),
  parameters: answer('subscribePush', 409, serverMessages.pushDeviceLimit(10), 'PUSH_DEVICE_LIMIT'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(serverMessages.pushDeviceLimit(10)),
    );
    await expect(within(canvasElement).getByRole('alert')).not.toHaveTextContent(text.failedOn);
    await expect(within(canvasElement).getByText(text.off)).toBeVisible();
    await expect(device.subscribed).toBe(false);
  },
};

/** The browser's question answered 'Block': the toggle now says how to allow it. */
export const BlockedOnTheTap: Story = {
  beforeEach: on(storyDevice({ answer: 'denied' })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await turnOnButton(canvasElement));
    await expectStatus(canvasElement, text.denied);
    await expect(device.subscribed).toBe(false);
  },
};

/** 'Turn off' ends the browser's subscription and tells the server. */
export const TurnOff: Story = {
  beforeEach: on(storyDevice({ permission: 'granted', subscribed: true })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: text.turnOff }));
    await expectToast(canvasElement, text.turnedOff);
    await expect(within(canvasElement).getByText(text.off)).toBeVisible();
    await expect(device.subscribed).toBe(false);
  },
};
