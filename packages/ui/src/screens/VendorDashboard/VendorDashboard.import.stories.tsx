import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someProducts } from '@sika/api-client/mocks';
import {
  addProductMessages,
  formatListPrice,
  paths,
  productImportScreenMessages as importScreenMessages,
  serverMessages,
} from '@sika/domain';
import { HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { answer, answerWith, hangs, storeLogin } from '../../storyKit/index.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const HEADER = 'Id,Title,Description,Price,Delivery price,Category,Brand,Quantity';
const line = (title: string, price = '450', id = '') =>
  `${id},${title},Hand-woven in Bonwire,${price},20,Fashion and wears,Bonwire Weavers,12`;
const GOOD = ['Kente stole', 'Smock', 'Shea butter 500 g', 'Beaded necklace', 'Woven basket', 'Clay pot'];
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

/** Chooses `content` as the file `name` in the picker, as a vendor's tap on a file does. */
async function chooseFile(canvasElement: HTMLElement, content: BlobPart, name = 'products.csv') {
  const input = (await within(canvasElement).findByLabelText(importScreenMessages.chooseFile)) as HTMLInputElement;
  const file = new File([content], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

/** Play: the file `content` is read and refused with `sentence`; nothing is offered to import. */
const refuses =
  (content: BlobPart, sentence: string, name?: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await chooseFile(canvasElement, content, name);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(sentence);
    await expect(within(canvasElement).queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  };

// The 'Import from CSV' panel (docs/product.md, Bulk catalogue): choose a file, read on the device.
const meta = {
  title: 'Screens/VendorDashboard/Import',
  ...dashboardAt('import'),
  beforeEach: () => {
    storeLogin();
    mockDb.products.push(...someProducts());
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen: what the file holds, the template, and the picker. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: importScreenMessages.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: importScreenMessages.template })).toBeVisible();
    await expect(canvas.getByLabelText(importScreenMessages.chooseFile)).toHaveAccessibleDescription(
      importScreenMessages.dropHint(500),
    );
  },
};

/** Every row good: the count, the first rows by name and price, and one button for all. */
export const AllGood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, csv(...GOOD.map((title) => line(title))));
    await expect(await canvas.findByText(importScreenMessages.summary(6, 0))).toBeVisible();
    const ready = canvas.getByRole('region', { name: importScreenMessages.goodHeading });
    await expect(within(ready).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(ready).getByText('Kente stole')).toBeVisible();
    await expect(within(ready).getByText(importScreenMessages.goodMore(1))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: importScreenMessages.badHeading })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: importScreenMessages.importAll(6) })).toBeVisible();
  },
};

/** Some rows bad: each named by its product, with its sentences; the good ones can be imported without them. */
export const SomeBad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(
      canvasElement,
      csv(
        line('Kente stole'),
        line('Smock', 'free'),
        line('Clay pot'),
        ',,No title,20,20,Toys,Bonwire,1',
        line('Basket'),
      ),
    );
    await expect(await canvas.findByText(importScreenMessages.summary(3, 2))).toBeVisible();
    const problems = canvas.getByRole('region', { name: importScreenMessages.badHeading });
    await expect(within(problems).getByText(importScreenMessages.badRowName(3, 'Smock'))).toBeVisible();
    await expect(within(problems).getByText(importScreenMessages.badRowName(5, ''))).toBeVisible();
    await expect(within(problems).getByText(`Row 3: ${addProductMessages.priceNotNumber}`)).toBeVisible();
    await expect(within(problems).getByText(`Row 5: ${addProductMessages.titleRequired}`)).toBeVisible();
    await expect(within(problems).getByText(`Row 5: ${addProductMessages.categoryNotInList}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: importScreenMessages.importGood(3) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: importScreenMessages.chooseAnother })).toBeVisible();
  },
};

/** Rows priced under the first plan's GHS 300: imported, but the preview names them as getting no plan. */
export const NoPlanWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, csv(line('Kente stole'), line('Keyring', '25'), line('Bead bracelet', '299.99')));
    await expect(await canvas.findByText(importScreenMessages.summary(3, 0))).toBeVisible();
    const ready = canvas.getByRole('region', { name: importScreenMessages.goodHeading });
    const warning = within(ready).getByText(importScreenMessages.noPlan(2, 300));
    await expect(warning).toBeVisible();
    const named = within(warning.parentElement!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(named).toEqual([`Keyring ${formatListPrice(25)}`, `Bead bracelet ${formatListPrice(299.99)}`]);
    await expect(canvas.getByRole('button', { name: importScreenMessages.importAll(3) })).toBeVisible();
  },
};

/** No row good: nothing to import, only another file. */
export const AllBad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, csv(line('Smock', 'free'), line('', '10')));
    await expect(await canvas.findByText(importScreenMessages.noneGood)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(`Row 3: ${addProductMessages.titleRequired}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: importScreenMessages.chooseAnother })).toBeVisible();
  },
};

/** More than 500 rows: one sentence, nothing read further. */
export const TooManyRows: Story = {
  play: refuses(
    csv(...Array.from({ length: 501 }, (_, n) => line(`Product ${n + 1}`))),
    importScreenMessages.tooMany(501, 500),
  ),
};

export const EmptyFile: Story = { play: refuses('', importScreenMessages.empty) };

/** A PDF renamed .csv: its bytes say it is no text. */
export const NotCsv: Story = {
  play: refuses(
    new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a, 0x01, 0x02, 0xe2, 0xe3]),
    importScreenMessages.notCsv,
  ),
};

export const HeaderOnly: Story = { play: refuses(`${HEADER}\r\n`, importScreenMessages.headerOnly) };

export const MissingColumns: Story = {
  play: refuses(
    'Title,Description,Brand\r\nKente,Woven,Bonwire',
    importScreenMessages.missingColumns(['Price', 'Delivery price', 'Category', 'Quantity']),
  ),
};

/** Columns that are not the template's are left out, and the preview says so. */
export const ExtraColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, `${HEADER},Colour,SKU\r\n${line('Kente stole')},red,K-1`);
    await expect(await canvas.findByText(importScreenMessages.extraColumns(['Colour', 'SKU']))).toBeVisible();
    await expect(canvas.getByText(importScreenMessages.summary(1, 0))).toBeVisible();
  },
};

/** While the rows are on their way: the count and a busy bar. */
export const Submitting: Story = {
  parameters: hangs('importProducts'),
  play: async (context) => {
    await AllGood.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: importScreenMessages.importAll(6) }));
    await expect(await canvas.findByText(importScreenMessages.sending(6))).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('progressbar', { name: importScreenMessages.progressLabel })).toBeVisible();
  },
};

/** Imported: what was added and updated, how many have no picture, and the way to All Products. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [mine] = someProducts();
    await chooseFile(canvasElement, csv(line('Kente stole'), line('Smock'), line(mine!.title, '999', mine!._id)));
    const summary = (await canvas.findByText(importScreenMessages.summary(3, 0))).parentElement!;
    await expect(summary).toHaveTextContent(`${importScreenMessages.summary(3, 0)} ${importScreenMessages.updates(1)}`);
    await userEvent.click(canvas.getByRole('button', { name: importScreenMessages.importAll(3) }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: importScreenMessages.doneHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(importScreenMessages.done(2, 1))).toBeVisible();
    // The two new ones, and the updated one, which had none before either.
    await expect(await canvas.findByText(importScreenMessages.noPicture(3))).toBeVisible();
    await expect(canvas.getByRole('link', { name: importScreenMessages.toAllProducts })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(mockDb.products.find((product) => product._id === mine!._id)?.price).toBe(999);
  },
};

/** The server refuses rows (here, an id that is no longer the vendor's): nothing imported, each row's sentence. */
export const ServerRefusal: Story = {
  parameters: answerWith('importProducts', () =>
    HttpResponse.json(
      {
        message: serverMessages.importRefused,
        msg: serverMessages.importRefused,
        code: 'BAD_INPUT',
        rows: [{ row: 3, fields: { id: serverMessages.fields.importIdNotYours } }],
      },
      { status: 400 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, csv(line('Kente stole'), line('Smock', '30', 'gone-1')));
    await userEvent.click(await canvas.findByRole('button', { name: importScreenMessages.importAll(2) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(importScreenMessages.refused);
    await expect(canvas.getByText(`Row 3: ${serverMessages.fields.importIdNotYours}`)).toBeVisible();
  },
};

/** The server fails: nothing was imported, and Try again sends the same import (the same key). */
export const ServerError: Story = {
  parameters: answer('importProducts', 500, serverMessages.serverError),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, csv(line('Kente stole')));
    await userEvent.click(await canvas.findByRole('button', { name: importScreenMessages.importAll(1) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(importScreenMessages.failed);
    await expect(canvas.getByRole('button', { name: importScreenMessages.tryAgain })).toBeVisible();
  },
};
