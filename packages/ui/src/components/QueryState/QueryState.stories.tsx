import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryState, type QueryResult } from './QueryState.tsx';

type Fruit = { id: string; name: string };

const refetch = fn();

const pickOut = (list: Fruit[], id: string) => {
  const kept = list.filter((fruit) => fruit.id === id);
  return kept.length > 0 ? kept : undefined;
};

/** A list screen's frame: the states of a query's answer, then the fruit it holds (or only `pick`). */
function Fruits({ query, pick }: { query: QueryResult<Fruit[]>; pick?: string }) {
  return (
    <QueryState
      query={query}
      errorMessage={messages.generic.somethingWentWrongEllipsis}
      isEmpty={(list) => list.length === 0}
      empty={<p>No fruit yet.</p>}
      select={(list) => (pick ? pickOut(list, pick) : list)}
      notFound={<p>That fruit is not here.</p>}
    >
      {(found) => (
        <ul aria-label="Fruit">
          {found.map((fruit) => (
            <li key={fruit.id}>{fruit.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const meta = {
  title: 'Components/QueryState',
  component: Fruits,
  args: { query: {} },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    refetch.mockClear();
  },
} satisfies Meta<typeof Fruits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No answer yet: the default placeholder, announced as loading. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.generic.loading);
  },
};

/** A screen passes a placeholder shaped like its content. */
export const LoadingWithPlaceholder: Story = {
  render: () => (
    <QueryState query={{}} placeholder={<p role="status">Loading fruit...</p>} errorMessage="">
      {() => null}
    </QueryState>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading fruit...');
  },
};

/** The query failed with nothing to show: the error line, and 'Try again' asks again. */
export const Failed: Story = {
  args: { query: { isError: true, error: { status: 500 }, refetch } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrongEllipsis);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.tryAgain }));
    await expect(refetch).toHaveBeenCalledTimes(1);
  },
};

/** A failed refresh keeps the answer already shown. */
export const RefreshFailed: Story = {
  args: { query: { data: [{ id: 'mango', name: 'Mango' }], isError: true, refetch } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Fruit' })).toHaveTextContent('Mango');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An answer that holds nothing: the screen's empty state. */
export const Empty: Story = {
  args: { query: { data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No fruit yet.')).toBeVisible();
  },
};

/** The item the screen is about is not in the answer. */
export const NotFound: Story = {
  args: { query: { data: [{ id: 'pawpaw', name: 'Pawpaw' }] }, pick: 'mango' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('That fruit is not here.')).toBeVisible();
  },
};

/** The server answered 404: the not-found state, not the error. */
export const NotFoundAnswer: Story = {
  args: { query: { isError: true, error: { status: 404, data: {} }, refetch } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('That fruit is not here.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The answer: the content. */
export const Loaded: Story = {
  args: {
    query: {
      data: [
        { id: 'mango', name: 'Mango' },
        { id: 'pawpaw', name: 'Pawpaw' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The item picked from the answer. */
export const ItemFound: Story = {
  args: { query: { data: [{ id: 'mango', name: 'Mango' }] }, pick: 'mango' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Fruit' })).toHaveTextContent('Mango');
  },
};
