import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb } from '@sika/api-client/mocks';
import { dropDraft, readDraft, saveDraft } from '@sika/api-client/writes';
import { messages, paths, queueMessages, serverMessages, signupTwoMessages } from '@sika/domain';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  backLeadsTo,
  discardRestoredDraft,
  expectFieldMessage,
  expectLocation,
  expectRefused,
  expectServerFieldMessage,
  expectSignupStep,
  everyMessage,
  fieldMessage,
  formShown as formNamed,
  newVendor,
  offline,
  openedAt,
  refusesFields,
  storeToken,
  submitting,
  waitsForRecord,
} from '../../storyKit/index.ts';
import { SignupStepTwo } from './SignupStepTwo.tsx';

const text = signupTwoMessages;

/** A vendor who has just finished step one: signed in, every business field still empty. */
const vendor = newVendor();

const business = {
  name: 'Kofi Kente Weaves',
  category: 'Fashion and wears',
  address: '4 Adum Road, Kumasi',
  mobile: '0244123456',
};

const meta = {
  title: 'Screens/SignupStepTwo',
  component: SignupStepTwo,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.signupTwo(':id'), paths.signupTwo(vendor._id)),
  beforeEach() {
    storeToken(vendor);
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => {});
    return () => scrollTo.mockRestore();
  },
} satisfies Meta<typeof SignupStepTwo>;

export default meta;
type Story = StoryObj<typeof meta>;

const categoryIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: text.businessCategoryLabel });

/** The form shows once the vendor's record has arrived (it fills the form in). */
const formShown = (canvasElement: HTMLElement) => formNamed(canvasElement, text.heading);

/**
 * Fills the form as a person would (the category through the combobox's keyboard) and submits with
 * Enter in the last field, so focus stays put and screenshots do not race the busy button.
 */
async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await formShown(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.businessNameLabel), business.name);
  await userEvent.type(categoryIn(canvasElement), 'fash{ArrowDown}{Enter}');
  await userEvent.type(canvas.getByLabelText(text.businessAddressLabel), business.address);
  await userEvent.type(canvas.getByLabelText(text.businessMobileLabel), `${business.mobile}{Enter}`);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe(text.pageTitle));
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // Where the vendor is, and the way back to step one (docs/product.md, Sign-up).
    await expectSignupStep(canvasElement, 2, paths.signupOne);
    await formShown(canvasElement);
    await expect(canvas.getByLabelText(text.businessNameLabel)).toHaveValue('');
    await expect(categoryIn(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText(text.businessAddressLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(text.businessMobileLabel)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('button', { name: text.next })).toBeEnabled();
    await expect(canvas.queryByText(text.businessNameRequired)).not.toBeInTheDocument();
    // The page scrolls smoothly to the top on open (docs/product.md, Sign-up).
    await expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  },
};

export const BusinessNameRequired: Story = fieldMessage(text.businessNameLabel, text.businessNameRequired);

export const BusinessCategoryRequired: Story = fieldMessage(categoryIn, text.businessCategoryRequired);

export const BusinessCategoryNotInList: Story = fieldMessage(categoryIn, text.businessCategoryNotInList, {
  typed: 'Toys',
});

export const BusinessAddressRequired: Story = fieldMessage(text.businessAddressLabel, text.businessAddressRequired);

export const BusinessMobileRequired: Story = fieldMessage(text.businessMobileLabel, text.businessMobileRequired);

/** Pressing next with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = everyMessage(
  text.next,
  [text.businessNameRequired, text.businessCategoryRequired, text.businessAddressRequired, text.businessMobileRequired],
  formShown,
);

/** The searchable dropdown filters by label ignoring case, and a match is picked by keyboard. */
export const CategoryFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formShown(canvasElement);
    const category = categoryIn(canvasElement);
    await userEvent.type(category, 'MARKET');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Food Market']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(category).toHaveValue('Food Market');
    await userEvent.tab();
    await expect(category).toHaveAttribute('aria-invalid', 'false');
  },
};

export const CategoryNoMatch: Story = {
  play: async ({ canvasElement }) => {
    await formShown(canvasElement);
    await userEvent.type(categoryIn(canvasElement), 'Toys');
    await expect(within(canvasElement).getByText(text.noCategoryFound)).toBeVisible();
  },
};

export const Submitting: Story = submitting('updateVendor', fillAndSubmit, text.next);

/** The update fails: the spinner goes, the red text shows, nothing typed is lost. */
export const ServerError: Story = {
  parameters: answer('updateVendor', 500, 'Database unavailable.'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectRefused(canvasElement, text.failed);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(text.businessNameLabel)).toHaveValue(business.name);
    await expect(categoryIn(canvasElement)).toHaveValue(business.category);
    await expect(canvas.getByLabelText(text.businessMobileLabel)).toHaveValue(business.mobile);
  },
};

/** Offline the step says so, as the login does. */
export const Offline: Story = {
  parameters: offline('updateVendor'),
  async play({ canvasElement }) {
    await fillAndSubmit(canvasElement);
    await expectRefused(canvasElement, messages.network.unreachable);
  },
};

/** The fake backend stores the business details; step three opens for the same vendor. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectLocation(canvasElement, paths.signupThree(vendor._id));
    await expect(mockDb.accounts.get(vendor.email)?.vendor).toMatchObject({
      BusinessName: business.name,
      BusinessCategory: business.category,
      BusinessAddress: business.address,
      mobile: '+233244123456', // stored as E.164
    });
  },
};

/**
 * The api names its own fields (BusinessName, mobile): each sentence shows under the form's field,
 * the first takes the focus, and the red line stays. Changing a field clears the server's sentence.
 */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('updateVendor', {
    BusinessName: serverMessages.fields.noControl,
    mobile: serverMessages.fields.maxLength(20),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement);
    await expectRefused(canvasElement, text.failed);
    await expectServerFieldMessage(canvasElement, text.businessNameLabel, serverMessages.fields.noControl);
    await expectServerFieldMessage(canvasElement, text.businessMobileLabel, serverMessages.fields.maxLength(20));
    await waitFor(() => expect(canvas.getByLabelText(text.businessNameLabel)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(text.businessNameLabel), 's');
    await expect(canvas.queryByText(serverMessages.fields.noControl)).not.toBeInTheDocument();
    await expect(canvas.getByText(serverMessages.fields.maxLength(20))).toBeVisible();
  },
};

/** Until the vendor's record arrives the spinner shows and the form waits, so nothing typed is overwritten. */
export const Loading: Story = waitsForRecord(2);

/** The business details saved before (Back from step three, a reload, a resumed sign-up) fill the form. */
export const Prefilled: Story = {
  beforeEach() {
    storeToken(
      newVendor({
        BusinessName: business.name,
        BusinessCategory: business.category,
        BusinessAddress: business.address,
        mobile: '+233244123456',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formShown(canvasElement);
    await expect(canvas.getByLabelText(text.businessNameLabel)).toHaveValue(business.name);
    await expect(categoryIn(canvasElement)).toHaveValue(business.category);
    await expect(canvas.getByLabelText(text.businessAddressLabel)).toHaveValue(business.address);
    // Shown in the national form, as typed.
    await expect(canvas.getByLabelText(text.businessMobileLabel)).toHaveValue('024 412 3456');
    await expect(canvas.queryByText(text.businessNameRequired)).not.toBeInTheDocument();
  },
};

/** Prefilled, next saves the same details again and step three opens. */
export const PrefilledNext: Story = {
  ...Prefilled,
  play: async (context) => {
    await Prefilled.play!(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: text.next }));
    await expectLocation(context.canvasElement, paths.signupThree(vendor._id));
  },
};

/** The name step two's draft is kept under on the phone. */
const DRAFT = 'signupTwo';

/** What is typed is kept on the phone (for a reload or Back) until it is sent. */
export const KeepsWhatIsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formShown(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.businessNameLabel), business.name);
    await userEvent.type(canvas.getByLabelText(text.businessAddressLabel), business.address);
    await waitFor(async () =>
      expect(await readDraft(vendor._id, DRAFT)).toMatchObject({
        business_name: business.name,
        business_address: business.address,
      }),
    );
  },
};

/** Sent: the draft is forgotten, so Back from step three shows the saved record, not old typing. */
export const SentDraftForgotten: Story = {
  play: async (context) => {
    await KeepsWhatIsTyped.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(categoryIn(context.canvasElement), 'fash{ArrowDown}{Enter}');
    await userEvent.type(canvas.getByLabelText(text.businessMobileLabel), `${business.mobile}{Enter}`);
    await expectLocation(context.canvasElement, paths.signupThree(vendor._id));
    await waitFor(async () => expect(await readDraft(vendor._id, DRAFT)).toBeUndefined());
  },
};

/**
 * Opened again (a reload, Back) with something typed and not sent: it comes back, over the record,
 * with 'Restored what you typed' and a way to discard it.
 */
export const RestoredDraft: Story = {
  beforeEach: async () => {
    await saveDraft(vendor._id, DRAFT, {
      business_name: business.name,
      business_category: business.category,
      business_address: business.address,
      business_mobile: '',
    });
    return () => void dropDraft(vendor._id, DRAFT);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(queueMessages.draftRestored)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(text.businessNameLabel)).toHaveValue(business.name));
    await expect(categoryIn(canvasElement)).toHaveValue(business.category);
    await expect(canvas.getByLabelText(text.businessAddressLabel)).toHaveValue(business.address);
    await expect(canvas.getByLabelText(text.businessMobileLabel)).toHaveValue('');
  },
};

/** The restored draft discarded: the form as the record left it, and the draft gone. */
export const DraftDiscarded: Story = {
  ...RestoredDraft,
  play: async (context) => {
    await RestoredDraft.play!(context);
    await discardRestoredDraft(context.canvasElement, { vendorId: vendor._id, form: DRAFT }, text.businessNameLabel);
  },
};

/** Back leads to step one. */
export const Back: Story = backLeadsTo(text.heading, paths.signupOne);

// The business phone's own states (docs/product.md, Phone numbers): any Ghana number, a fixed line
// included, with the network hint of a mobile prefix.

/** Six digits are no Ghana number: the message shows the expected forms. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await expectFieldMessage(canvasElement, phone, messages.phones.anyInvalid, { typed: '024 123' });
  },
};

/** A fixed line is a business phone like any other: no message, and no network named. */
export const FixedLine: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await userEvent.type(phone, '030 212 3456');
    await userEvent.tab();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAccessibleDescription();
  },
};

/** A mobile prefix names its network under the field, as a hint only. */
export const NetworkHint: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await userEvent.type(phone, '026');
    await expect(phone).toHaveAccessibleDescription(messages.phones.networkHint('AirtelTigo'));
  },
};
