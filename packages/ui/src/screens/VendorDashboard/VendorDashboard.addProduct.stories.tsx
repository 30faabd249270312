import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb } from '@sika/api-client/mocks';
import { HttpResponse } from 'msw';
import { serverMessages, STORAGE_KEYS, addProductMessages, imageUploadMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answers,
  answerWith,
  expectServerFieldMessage,
  expectToast,
  hangs,
  refusesFields,
  showsLoading,
} from '../../storyKit/index.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const add = addProductMessages;

const meta = {
  title: 'Screens/VendorDashboard/Add Product',
  ...dashboardAt('add'),
  beforeEach: signedInWithProducts,
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a whole valid product and sends it with Enter. */
const fill = async (canvasElement: HTMLElement, price = '3500') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(add.titleLabel), 'Tecno Spark 20');
  await userEvent.type(canvas.getByLabelText(add.descriptionLabel), 'New, boxed, 128 GB');
  await userEvent.type(canvas.getByLabelText(add.priceLabel), price);
  await userEvent.type(canvas.getByLabelText(add.deliveryPriceLabel), '30.5');
  await userEvent.selectOptions(canvas.getByLabelText(add.categoryLabel), 'Phones and Tablets');
  await userEvent.type(canvas.getByLabelText(add.brandLabel), 'Tecno');
  await userEvent.type(canvas.getByLabelText(add.quantityLabel), '4{Enter}');
};

/**
 * Plan cards follow the price, typed as a vendor writes it: '3,500' gives the 2-, 3- and 6-month
 * plans, each saying what is paid at order and then each month (docs/product.md, Instalment plans).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(add.noPlans)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '3,500');
    await expect(canvas.getByRole('listitem', { name: '2 months' })).toHaveTextContent(
      'GHS 1,925 (55%) at order, then GHS 1,575 (45%) a month later.',
    );
    await expect(canvas.getByRole('listitem', { name: '3 months' })).toHaveTextContent(
      'GHS 1,400 (40%) at order, then GHS 1,050 (30%) a month for 2 months.',
    );
    await expect(canvas.getByRole('listitem', { name: '6 months' })).toHaveTextContent(
      'GHS 875 (25%) at order, then GHS 525 (15%) a month for 5 months.',
    );
    await expect(canvas.getByRole('listitem', { name: '6 months' })).toHaveTextContent(add.planTotal('GHS 3,500'));
  },
};

/** Under GHS 300 no plan is offered: one line per plan names the price that unlocks it. */
export const Under300: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '299.99');
    const unoffered = canvas.getByRole('list', { name: add.plansNotOffered });
    await expect(
      within(unoffered)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '2 months: for prices from GHS 300',
      '3 months: for prices over GHS 1,200',
      '6 months: for prices over GHS 3,000',
    ]);
  },
};

/** GHS 450: the 2-month card, and the 3- and 6-month plans named with the price that unlocks them. */
export const PlanNotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '450');
    await expect(canvas.getByRole('listitem', { name: '2 months' })).toHaveTextContent(add.planTotal('GHS 450'));
    await expect(canvas.queryByRole('listitem', { name: '3 months' })).not.toBeInTheDocument();
    await expect(canvas.getByText('3 months: for prices over GHS 1,200')).toBeVisible();
    await expect(canvas.getByText('6 months: for prices over GHS 3,000')).toBeVisible();
  },
};

/** Types a price, leaves the field, and expects `message` under it (or no message at all). */
async function priceGets(canvasElement: HTMLElement, typed: string, message: string | undefined) {
  const canvas = within(canvasElement);
  const price = canvas.getByLabelText(add.priceLabel);
  await userEvent.type(price, typed);
  await userEvent.tab();
  if (message) {
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(price).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
  } else {
    await waitFor(() => expect(price).not.toHaveAttribute('aria-invalid', 'true'));
  }
}

/**
 * Thousands commas and spaces around the amount are what the vendor meant: ' 3,500 ' is accepted,
 * and the product is created at 3500.
 */
export const PriceWithCommas: Story = {
  play: async ({ canvasElement }) => {
    await priceGets(canvasElement, ' 3,500 ', undefined);
    await expect(within(canvasElement).getByRole('listitem', { name: '2 months' })).toBeVisible();
    const price = within(canvasElement).getByLabelText(add.priceLabel);
    await userEvent.clear(price);
    await fill(canvasElement, '3,500');
    await expectToast(canvasElement, add.created);
    await expect(mockDb.products[0]).toMatchObject({ title: 'Tecno Spark 20', price: 3500 });
  },
};

/**
 * A price written with its currency, as the product import takes it ('GH₵ 1,250.50', 'GHC ...'): the
 * plan cards in whole cedis with the line saying the buyer's payments are exact, and the product
 * created at 1250.50.
 */
export const PriceWithCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await priceGets(canvasElement, 'GH₵ 1,250.50', undefined);
    await expect(canvas.getByRole('listitem', { name: '3 months' })).toHaveTextContent(
      'GHS 501 (40%) at order, then GHS 375 (30%) a month for 2 months.',
    );
    await expect(canvas.getByText(add.plansExact)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(add.priceLabel));
    await fill(canvasElement, 'GHC 1,250.50');
    await expectToast(canvasElement, add.created);
    await expect(mockDb.products[0]).toMatchObject({ title: 'Tecno Spark 20', price: 1250.5 });
  },
};

/** A comma that is not between thousands is not guessed at: the message shows an amount. */
export const PriceNotAnAmount: Story = {
  play: ({ canvasElement }) => priceGets(canvasElement, '3,50', add.priceNotNumber),
};

/** More than two decimals (finer than a pesewa) is refused, not rounded. */
export const PriceTooManyDecimals: Story = {
  play: ({ canvasElement }) => priceGets(canvasElement, '3,500.505', add.priceDecimals),
};

export const PriceNegative: Story = {
  play: ({ canvasElement }) => priceGets(canvasElement, '-3,500', add.priceNegative),
};

/** Above the largest amount the api stores (GHS 10,000,000): the field says so before sending, and no plan shows. */
export const PriceTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await priceGets(canvasElement, '35,000,000', add.priceTooLarge);
    const plans = within(canvasElement).getByRole('region', { name: add.plansHeading });
    await expect(plans).toHaveTextContent(add.noPlans);
    await expect(within(plans).queryByRole('listitem')).toBeNull();
  },
};

/** Every required message at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: add.submit }));
    for (const message of [add.titleRequired, add.descriptionRequired, add.categoryRequired, add.brandRequired]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getAllByText(add.priceRequired)).toHaveLength(2);
    await expect(canvas.getByText(add.quantityRequired)).toBeVisible();
  },
};

/** The added rules: no negative price, at most two decimals, a whole quantity. */
export const NumberRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '-5');
    await userEvent.type(canvas.getByLabelText(add.deliveryPriceLabel), '1.234');
    await userEvent.type(canvas.getByLabelText(add.quantityLabel), '1.5');
    await userEvent.tab();
    await expect(await canvas.findByText(add.priceNegative)).toBeVisible();
    await expect(canvas.getByText(add.deliveryPriceDecimals)).toBeVisible();
    await expect(canvas.getByText(add.quantityNotWhole)).toBeVisible();
  },
};

/** The description stops at 100 characters and its counter says so. */
export const DescriptionCounter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByLabelText(add.descriptionLabel);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(120));
    await expect(description).toHaveValue('x'.repeat(100));
    await expect(canvas.getByText('100/100')).toBeVisible();
    await expect(description).toHaveAccessibleDescription(add.charactersLeft(0));
  },
};

export const Submitting: Story = {
  parameters: hangs('createProduct'),
  play: async (context) => {
    await fill(context.canvasElement);
    await showsLoading(context);
  },
};

/** Creation error toast; every typed value kept. */
export const ServerError: Story = {
  parameters: answer('createProduct', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await expectToast(canvasElement, add.failed);
    await expect(canvas.getByLabelText(add.titleLabel)).toHaveValue('Tecno Spark 20');
    await expect(canvas.getByLabelText(add.priceLabel)).toHaveValue('3500');
    await expect(canvas.getByLabelText(add.categoryLabel)).toHaveValue('Phones and Tablets');
  },
};

/** Stored as productKey, toast, and the image step opens. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await expectToast(canvasElement, add.created);
    const imageHeading = await canvas.findByRole('heading', { level: 1, name: imageUploadMessages.heading });
    await waitFor(() => expect(imageHeading).toHaveFocus());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.productKey) ?? '{}');
    await expect(stored).toMatchObject({ title: 'Tecno Spark 20', price: 3500, deliveryPrice: 30.5, quantity: 4 });
    await expect(mockDb.products[0]?.title).toBe('Tecno Spark 20');
  },
};

/** The product-created e-mail's business name, as the page sent it. */
const mailedNames: string[] = [];

/**
 * Created before the vendor's record has loaded: the e-mail still names the business (from the
 * record stored at login), which the api requires.
 */
export const EmailWhileRecordLoads: Story = {
  parameters: answers(
    hangs('getAllVendors'),
    answerWith('sendProductCreatedEmail', async ({ request }) => {
      mailedNames.push(new URLSearchParams(await request.text()).get('BusinessName') ?? '');
      return HttpResponse.json({ message: 'sent', msg: 'sent' }, { status: 202 });
    }),
  ),
  play: async ({ canvasElement }) => {
    mailedNames.length = 0;
    await fill(canvasElement);
    await expectToast(canvasElement, add.created);
    await waitFor(() => expect(mailedNames).toEqual(['Adwoa Fabrics']));
  },
};

/** The api names fields in its 400: each sentence shows under its field, the first takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('createProduct', {
    title: serverMessages.fields.noControl,
    brand: serverMessages.fields.invisibleOnly,
  }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectToast(canvasElement, add.failed);
    await expectServerFieldMessage(canvasElement, add.titleLabel, serverMessages.fields.noControl);
    await expectServerFieldMessage(canvasElement, add.brandLabel, serverMessages.fields.invisibleOnly);
    await waitFor(() => expect(within(canvasElement).getByLabelText(add.titleLabel)).toHaveFocus());
  },
};
