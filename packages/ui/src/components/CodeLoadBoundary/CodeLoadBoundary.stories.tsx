import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, offlineMessages } from '@sika/domain';
import { Suspense } from 'react';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { CodeLoadBoundary } from './CodeLoadBoundary.tsx';

/** A panel whose code cannot be fetched while the phone is offline (every attempt), then can. */
let online = false;
const panelCode = async () => {
  if (!online) throw new TypeError('Failed to fetch dynamically imported module');
  return function Arrived() {
    return <h1>Add New Products</h1>;
  };
};
const Panel = lazyComponent(panelCode);
/** The same, for the offline story (a lazy component that has loaded stays loaded). */
const OfflinePanel = lazyComponent(panelCode);

const meta = {
  title: 'Components/CodeLoadBoundary',
  component: CodeLoadBoundary,
  args: { showing: 'add', children: null, onRetry: () => Panel.reset() },
  beforeEach: () => {
    online = false;
  },
} satisfies Meta<typeof CodeLoadBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's code could not be fetched: the dashboard says so, and Try again fetches it. */
export const CodeFailed: Story = {
  render: (args) => (
    <CodeLoadBoundary {...args}>
      <Suspense fallback={<p>{messages.generic.loading}</p>}>
        <Panel.Component />
      </Suspense>
    </CodeLoadBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    online = true; // the network is back
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.tryAgain }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add New Products' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Offline, a page whose code this phone never fetched says what a page never saved says
 * (docs/product.md, Offline), with Try again (which, once online, loads it as CodeFailed shows).
 */
export const CodeFailedOffline: Story = {
  beforeEach: () => {
    const onLine = spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    return () => onLine.mockRestore();
  },
  args: { onRetry: () => OfflinePanel.reset() },
  render: (args) => (
    <CodeLoadBoundary {...args}>
      <Suspense fallback={<p>{messages.generic.loading}</p>}>
        <OfflinePanel.Component />
      </Suspense>
    </CodeLoadBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(offlineMessages.notSaved)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(offlineMessages.notSaved);
    await expect(canvas.queryByText(messages.generic.somethingWentWrong)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: messages.generic.tryAgain })).toBeVisible();
  },
};
