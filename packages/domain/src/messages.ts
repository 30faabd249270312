// Every user-facing string, grouped by screen. Texts the original product showed (docs/product.md
// quotes them) are kept exactly as written, spelling and spacing included; the others are marked
// "not in the spec" (the original product did not show them).

const somethingWentWrong = 'Something went wrong!';
const somethingWentWrongPlain = 'Something went wrong';
const somethingWentWrongEllipsis = 'Something went wrong...';
const passwordLength = 'Password must be 8 to 128 characters.';
const passwordsMustMatch = 'Passwords must match';
const pleaseConfirmPassword = 'please confirm password';
// Not in the spec: shown when a category is not one of the dropdown's options.
const categoryNotInList = 'Please choose a category from the list';
/** One instalment on a plan card: the amount as formatMoney shows it, and its share of the price. */
type PlanPayment = { amount: string; percent: number };
/** 'A and B', 'A, B and C'. */
const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
// Not in the spec: the money and count rules added on purpose to the product forms.
const priceNegative = 'Price cannot be negative';
const priceDecimals = 'Price can have at most two decimals';
const deliveryPriceNegative = 'Delivery price cannot be negative';
const deliveryPriceDecimals = 'Delivery price can have at most two decimals';
const priceNotNumber = 'Price must be an amount, like 3,500 or 95.50';
const deliveryPriceNotNumber = 'Delivery price must be an amount, like 30 or 12.50';
// The contract's largest amount (MAX_PRICE_GHS), as formatMoney shows it.
const priceTooLarge = 'Price can be at most GHS 10,000,000';
const deliveryPriceTooLarge = 'Delivery price can be at most GHS 10,000,000';
const quantityNotWhole = 'Quantity must be a whole number, 0 or more';
// Not in the spec: the description counter, shown and announced as the vendor types.
const characterCount = (used: number, max: number) => `${used}/${max}`;
const charactersLeft = (left: number) => (left === 1 ? '1 character left' : `${left} characters left`);
/** 'A, B or C'. */
const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
// Not in the spec: the Ghana phone rule (phones.ts), said with the form a number should take.
const phones = {
  mobileInvalid: 'Enter a Ghana mobile number, like 024 412 3456',
  anyInvalid: 'Enter a Ghana phone number, like 024 412 3456 or 030 212 3456',
  // A hint from the prefix only: a number can be moved to another network.
  networkHint: (network: string) => `Looks like ${network} (from the first digits; numbers can change networks)`,
  confirmRequired: 'Please type the MOMO number again',
  mismatch: 'The two MOMO numbers do not match',
};

export const messages = {
  generic: {
    somethingWentWrong,
    somethingWentWrongEllipsis,
    somethingWentWrongPlain,
    loading: 'Loading...',
    tryAgain: 'Try again', // not in the spec
    backToLogin: 'Back to login', // not in the spec
    closeMessage: 'Close message', // not in the spec: a plain toast's close button (Toasts)
  },

  // Not in the spec: an address that leads nowhere.
  notFound: {
    heading: 'Page not found',
    body: 'This address does not lead anywhere in the vendor portal.',
    loginLink: 'Go to login',
  },

  // Not in the spec: the text of transport errors (docs/product.md, Error messages), said so a
  // vendor knows what to do instead of the browser's 'TypeError: Failed to fetch'.
  network: {
    unreachable: 'Could not reach Sika. Check your internet connection and try again.',
    timeout: 'Sika took too long to answer. Please try again.',
  },

  // Login-page marketing copy (docs/product.md, Login): the wording is ours, the content the original's.
  marketing: {
    customersTitle: 'For customers',
    customersBody: 'Customers buy more with flexible payments.',
    vendorsTitle: 'For vendors',
    vendorsBody: 'Increase your sales by reaching the largest community of working-class people in Ghana.',
  },

  footer: (year: number, brand: string) => `© ${year}, powered by ${brand}.`,

  session: {
    expired: 'Your login has expired.',
    loginAgain: 'Please login again',
  },

  logout: { failed: somethingWentWrong },

  passwordLength,

  phones,

  login: {
    heading: 'Welcome back',
    subheading: 'Log in to manage your store',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    forgotPasswordLink: 'forgot password?',
    // Not in the original product: under the locked-out message (too many failed logins).
    lockedResetLink: 'Reset your password',
    submit: 'Login',
    signupLink: 'New Business? Signup',
    failed: 'Login failed. Please try again.',
    emailInvalid: 'Email should be valid',
    emailRequired: 'Email is required!',
    passwordRequired: 'Password is required!',
  },

  // Not in the spec: where the vendor is in sign-up, and the way back from step two on.
  signupSteps: {
    progress: (step: number, count: number) => `Step ${step} of ${count}`,
    back: 'Back',
  },

  signupOne: {
    title: 'Sign up',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    confirmPasswordLabel: 'Confirm password',
    next: 'next',
    loginLink: 'Already have an account? Login', // not in the spec
    emailInvalid: 'email should be valid',
    emailRequired: 'email is required',
    passwordRequired: 'password is required',
    passwordLength,
    confirmPasswordRequired: pleaseConfirmPassword,
    passwordsMustMatch,
    failed: somethingWentWrong,
  },

  signupTwo: {
    pageTitle: 'Sign-Up-Two',
    heading: 'Business details',
    businessNameLabel: 'Business Name',
    businessCategoryLabel: 'Business Category',
    businessCategoryPlaceholder: 'Select a category', // not in the spec
    noCategoryFound: 'No matching category', // not in the spec
    businessAddressLabel: 'Business address',
    businessMobileLabel: 'Business Phone number',
    next: 'next',
    businessNameRequired: 'Business Name is required',
    businessCategoryRequired: 'Business category is required',
    businessCategoryNotInList: categoryNotInList,
    businessAddressRequired: 'Business address is required',
    businessMobileRequired: 'Business mobile number is required',
    failed: somethingWentWrong,
  },

  signupThree: {
    pageTitle: 'Sign-Up-Three',
    heading: 'Payment details',
    momoNameLabel: 'Business MOMO Name',
    momoNumberLabel: 'Business MOMO number',
    next: 'next',
    momoNameRequired: 'Business MOMO name is required',
    momoNumberRequired: 'Business MOMO number is required',
    momoNumberConfirmLabel: 'Confirm MOMO number', // not in the spec: typed twice
    failed: somethingWentWrong,
    // Not in the spec: the page was opened without a session (the refresh was refused).
    loginToContinue: 'Please log in to finish your registration. You will come back to this step.',
  },

  incompleteRegistration: {
    heading: 'Please Complete Your Registration',
    continueLink: 'Continue registration', // not in the spec
    // Not in the spec: the vendors loaded but none has the e-mail this browser kept.
    noRecord: 'We could not find a registration for the e-mail you signed in with.',
  },

  approval: {
    heading: 'Thank You For Signing Up!',
    body: 'Please wait for your registration to be Verified withing 24hrs',
    homeLink: 'Home', // not in the spec
  },

  forgotPassword: {
    breadcrumbHome: 'Home',
    breadcrumbCurrent: 'Forgot Password',
    breadcrumb: 'Home / Forgot Password',
    heading: 'Reset Your Password',
    body: 'We will send a link to your email to reset password',
    emailLabel: 'Email',
    submit: 'Submit',
    cancel: 'Cancel',
    success: 'Please check your Mail!',
    invalid: ' Invalid Email and password details.',
    failed: somethingWentWrong,
    emailInvalid: 'Email should be valid',
    emailRequired: 'Email is required!',
  },

  // Not in the original product: the page of the link that confirms a new e-mail address.
  confirmEmail: {
    heading: 'Confirm your new e-mail address',
    body: 'Press Confirm to start using this address for your Sika account.',
    submit: 'Confirm',
    failed: somethingWentWrong,
    loginLink: 'Go to login',
  },

  resetPassword: {
    heading: 'Choose a new password', // not in the spec
    passwordLabel: 'Password',
    confirmPasswordLabel: 'Confirm Password',
    submit: 'Reset',
    success: 'Password change succesful!',
    failed: somethingWentWrong,
    passwordRequired: 'password is required',
    passwordLength,
    confirmPasswordRequired: pleaseConfirmPassword,
    passwordsMustMatch,
  },

  dashboard: {
    /** Before the vendor's name is known (the record loading, the prerendered frame): no 'Welcome, !'. */
    greeting: (businessName: string) => (businessName ? `Welcome, ${businessName}!` : 'Welcome!'),
    brandLink: 'Go to the dashboard', // not in the spec: accessible name of the brand image link
    openMenu: 'Open menu', // not in the spec
    closeMenu: 'Close menu', // not in the spec
    // Not in the spec: landmark names.
    sideMenuLabel: 'Dashboard',
    hamburgerLabel: 'Dashboard menu',
    // Not in the spec: the pages reached from a panel (Edit product, Edit vendor, Order details).
    back: 'Back',
    /** Announced while a page's content is on its way (its placeholder is shaped like it). */
    loadingPage: (page: string) => `Loading ${page}`,
    // Hamburger menu entries, in the order of docs/product.md, The dashboard.
    menu: {
      addProducts: 'Add New Products',
      allProducts: 'All Products',
      orders: 'Orders',
      profile: 'Profile',
      earnings: 'Earnings', // not in the spec: after the spec's entries
      logout: 'Logout',
    },
    // Left menu entries, in the order of docs/product.md, The dashboard.
    sideMenu: {
      allProducts: 'All Products',
      addProducts: 'Add New Products',
      orders: 'Your Orders',
      profile: 'Profile',
      earnings: 'Earnings', // not in the spec: after the spec's entries
    },
  },

  products: {
    heading: 'All Products',
    imageColumn: 'Image', // not in the spec
    titleColumn: 'Title', // not in the spec
    priceColumn: 'Price', // not in the spec
    categoryColumn: 'Category', // not in the spec
    imageAlt: (title: string) => `Image of ${title}`, // not in the spec
    empty: 'No products yet.', // not in the spec
    // Not in the spec: the empty state, and search, filter and sort done on the device.
    emptyBody: 'Add your first product so buyers can pay for it in instalments.',
    addFirst: 'Add your first product',
    searchLabel: 'Search by title',
    categoryFilterLabel: 'Category',
    allCategories: 'All categories',
    sortLabel: 'Sort by',
    sortNewest: 'Newest first',
    sortPriceLow: 'Price: low to high',
    sortPriceHigh: 'Price: high to low',
    noMatches: 'No products match your search.',
    count: (shown: number, total: number) => (shown === total ? `${total} products` : `${shown} of ${total} products`),
    noImage: 'No image', // not in the spec: the neutral placeholder's text
    // Not in the spec: a card without a picture leads to the picture step for that product.
    addPicture: 'Add a picture',
    addPictureFor: (title: string) => `Add a picture for ${title}`,
    failed: somethingWentWrong,
  },

  addProduct: {
    heading: 'Add New Products',
    titleLabel: 'Title',
    descriptionLabel: 'Description',
    priceLabel: 'Price',
    deliveryPriceLabel: 'Delivery price',
    categoryLabel: 'Category',
    categoryPlaceholder: 'Select a category', // not in the spec
    brandLabel: 'Brand',
    quantityLabel: 'Quantity',
    submit: 'Add product', // not in the spec
    plansHeading: 'Instalment plans', // not in the spec
    initialPayment: 'Initial payment', // the first instalment is the "initial" one
    nextPayment: 'Next payment',
    created: 'Product created successfully!',
    failed: somethingWentWrong,
    titleRequired: 'title is required',
    descriptionRequired: 'description is required',
    descriptionTooLong: 'Description must be at most 100 characters',
    priceRequired: 'Price is required',
    priceNotNumber,
    deliveryPriceRequired: 'Price is required',
    deliveryPriceNotNumber,
    categoryRequired: 'Category is required',
    categoryNotInList,
    brandRequired: 'Brand is required',
    quantityRequired: 'Quantity is required',
    quantityNotNumber: 'Quantity must be a number', // not in the spec
    priceNegative,
    priceDecimals,
    priceTooLarge,
    deliveryPriceNegative,
    deliveryPriceDecimals,
    deliveryPriceTooLarge,
    quantityNotWhole,
    characterCount,
    charactersLeft,
    amountHint: 'In GHS, up to two decimals', // not in the spec
    // Not in the spec: the plan cards' texts.
    noPlans: 'Instalment plans show from GHS 300.',
    planHeading: (months: number) => `${months} months`,
    planTotal: (amount: string) => `Total ${amount}`,
    /** What the buyer pays and when, each amount with its share of the price; `later` in order. */
    planSchedule: (first: PlanPayment, later: readonly PlanPayment[]) => {
      const atOrder = `${first.amount} (${first.percent}%) at order`;
      const [next] = later;
      if (!next) return `${atOrder}.`;
      if (later.length === 1) return `${atOrder}, then ${next.amount} (${next.percent}%) a month later.`;
      if (later.every((payment) => payment.amount === next.amount))
        return `${atOrder}, then ${next.amount} (${next.percent}%) a month for ${later.length} months.`;
      return `${atOrder}, then ${andList(later.map((payment) => `${payment.amount} (${payment.percent}%)`))}, one a month.`;
    },
    plansNotOffered: 'Not offered at this price',
    planUnlock: (months: number, unlock: 'from' | 'over' | 'upTo', amount: string) =>
      `${months} months: for prices ${{ from: 'from', over: 'over', upTo: 'up to' }[unlock]} ${amount}`,
  },

  imageUpload: {
    heading: 'Add Product Images',
    hint: 'Add only one picture',
    dropzone: 'Drag an image here, or click to choose one', // not in the spec
    // Not in the spec. Deliberate change: the close icon removes the chosen file too (not only the preview).
    removeImage: 'Remove image',
    previewAlt: 'Preview of the chosen image', // not in the spec
    submit: 'Upload', // not in the spec
    progress: 'Upload progress', // not in the spec
    preparing: 'Preparing image...', // not in the spec: while the photo is resized and compressed
    success: 'Image added successfully!',
    uploadFailed: 'Something went wrong img upload',
    missingProductId: 'Something went wrong with prdId!',
    noImage: 'Please upload one image',
    tooManyImages: 'Please upload ONLY ONE image',
    // Not in the spec: which product the step is for, and a product that has a picture already.
    forProduct: (title: string) => `For ${title}`,
    replace: 'Replace picture',
  },

  orders: {
    heading: 'Your Orders',
    orderNumberColumn: 'Order number', // not in the spec
    productColumn: 'Product', // not in the spec
    buyerColumn: 'Customer', // not in the spec
    empty: 'No approved orders found.',
    failed: somethingWentWrongEllipsis,
    // Not in the spec: search, status filter and the CSV of what the filters show, all on the device.
    searchLabel: 'Search by order number or buyer',
    statusFilterLabel: 'Order status',
    allStatuses: 'All statuses',
    noMatches: 'No orders match your search.',
    showOlder: 'Show older orders', // not in the spec: the list starts with the newest 100
    loadingOlder: 'Loading older orders…',
    count: (shown: number, total: number) =>
      shown === total ? `${total} ${total === 1 ? 'order' : 'orders'}` : `${shown} of ${total} orders`,
    downloadCsv: 'Download CSV',
    downloadCsvHint: (count: number) => `Saves the ${count === 1 ? 'order' : `${count} orders`} shown as a CSV file`,
    csvFileName: (date: string) => `sika-orders-${date}.csv`,
    dateColumn: 'Date',
    statusColumn: 'Status',
    totalColumn: 'Total (GHS)',
    planColumn: 'Payment plan',
    cityColumn: 'City',
    orderedOn: (date: string) => `Ordered ${date}`,
    // Not in the spec: each card says what the order is worth and what comes next.
    total: (amount: string) => `Total ${amount}`,
    nextDue: (amount: string, month: string) => `Next: ${amount} in ${month}`,
    nothingDue: 'Nothing more due',
  },

  orderDetails: {
    heading: 'Order details', // not in the spec
    orderNumber: 'Order number',
    customerName: 'Customer name',
    phone: 'Phone',
    company: 'Company',
    city: 'City',
    address: 'Address',
    item: 'Item',
    orderStatus: 'Order status',
    paymentPlan: 'Payment plan',
    paymentDuration: 'Payment duration',
    totalPrice: 'Total price',
    initialPayment: 'Initial payment',
    secondPayment: 'Second payment',
    thirdPayment: 'Third payment',
    fourthPayment: 'Fourth payment',
    fifthPayment: 'Fifth payment',
    sixthPayment: 'Sixth payment',
    loading: 'Loading...',
    failed: somethingWentWrongEllipsis,
    // Not in the spec: the instalment schedule, the order's own fields grouped, and the way back.
    customerHeading: 'Customer',
    orderHeading: 'Order',
    paymentsHeading: 'Payments',
    scheduleCaption:
      'Each payment, the month it falls due (counted from the order date) and whether it is still to come',
    schedulePayment: 'Payment',
    scheduleDue: 'Due',
    scheduleAmount: 'Amount',
    dueAtOrder: (month: string) => `${month} (at order)`,
    stillToCome: 'Still to come',
    toCome: 'To come',
    duePassed: 'Fell due',
    cancelled: 'Cancelled',
    orderDate: 'Order date',
    backToOrders: 'Back to your orders',
  },

  // Not in the spec: the Earnings panel (docs/product.md, Earnings).
  earnings: {
    heading: 'Earnings',
    failed: somethingWentWrongEllipsis,
    empty: 'No earnings yet',
    emptyBody: 'When buyers order your products, what they still owe you and when it comes in will show here.',
    asOf: (day: string) => `Figures as of ${day}. Cancelled orders count only under By status.`,
    owedHeading: 'Still to come from buyers',
    owedTotal: (amount: string) => `${amount} in the next 6 months`,
    owedCaption: 'Instalments still to come, by the month they fall due',
    valueHeading: 'Order value, last 12 months',
    valueTotal: (amount: string, orders: number) => `${amount} from ${orders} ${orders === 1 ? 'order' : 'orders'}`,
    valueCaption: 'Value of the orders placed each month',
    planHeading: 'By payment plan',
    statusHeading: 'By status',
    topHeading: 'Top products',
    topEmpty: 'No products ordered yet.',
    monthColumn: 'Month',
    amountColumn: 'Amount',
    paymentsColumn: 'Instalments',
    ordersColumn: 'Orders',
    planColumn: 'Plan',
    statusColumn: 'Status',
    productColumn: 'Product',
  },

  profile: {
    heading: 'Account Overview',
    businessName: 'Business name',
    password: 'Password',
    maskedPassword: '********',
    email: 'Email',
    businessPhone: 'Business phone number',
    momoNumber: 'Business mobile money number',
    momoName: 'Business mobile money name',
    edit: 'edit',
    passwordHidden: 'Password hidden', // not in the spec: what a screen reader says for the mask
    failed: somethingWentWrongEllipsis, // not in the spec: the vendor record could not be read
    // Not in the spec: a payout number saved before the Ghana phone rule that does not pass it.
    correctPayoutNumber: 'Your mobile money number is not a Ghana mobile number, so payouts cannot reach you.',
    correctPayoutLink: 'Correct your payout number',
    // Not in the spec: deleting the account, behind a confirmation that asks for the password.
    deleteAccount: 'Delete account',
    deleteDialogTitle: 'DELETE YOUR ACCOUNT?',
    deleteDialogBody:
      'You will be logged out and can never log in with this account again. Orders already placed are kept for your buyers. This cannot be undone.',
    deletePasswordLabel: 'Current password',
    deletePasswordRequired: 'Enter your current password to delete the account',
    cancel: 'Cancel',
    confirmDelete: 'Delete my account',
    deleted: 'Your account has been deleted.',
    deleteFailed: somethingWentWrong,
  },

  editProduct: {
    heading: 'Edit product', // not in the spec
    pictureHeading: 'Picture', // not in the spec: the product's picture, shown and replaceable
    titleLabel: 'Title',
    descriptionLabel: 'Description',
    priceLabel: 'Price',
    deliveryPriceLabel: 'Delivery price',
    brandLabel: 'Brand',
    categoryLabel: 'Category',
    quantityLabel: 'Quantity',
    update: 'Update',
    delete: 'Delete',
    deleteDialogTitle: 'DELETE THIS PRODUCT?',
    deleteDialogBody: 'Are You Sure You Want To Delete This Product?',
    cancel: 'Cancel',
    confirmDelete: 'delete',
    deleted: 'Product deleted!',
    deleteFailed: somethingWentWrong,
    updateFailed: somethingWentWrongPlain,
    descriptionTooLong: 'Description must be at most 100 characters',
    priceNotNumber,
    deliveryPriceNotNumber,
    quantityNotNumber: 'Quantity must be a number', // not in the spec
    categoryNotInList,
    priceNegative,
    priceDecimals,
    priceTooLarge,
    deliveryPriceNegative,
    deliveryPriceDecimals,
    deliveryPriceTooLarge,
    quantityNotWhole,
    characterCount,
    charactersLeft,
    categoryPlaceholder: 'Select a category', // not in the spec
    // Not in the spec: an id that is not among the vendor's products.
    notFoundHeading: 'Product not found',
    notFoundBody: 'This product is not among your products. It may have been deleted.',
    backToProducts: 'Back to your products',
    updated: 'Product updated!', // not in the spec: the toast after a successful update
  },

  editVendor: {
    heading: 'Edit profile', // not in the spec
    // Not in the original product: a new e-mail address waits for the link mailed to it.
    emailPending: (email: string) =>
      `We sent a link to ${email}: follow it to start using that address. Until then, log in with your current one.`,
    businessNameLabel: 'Business name',
    emailLabel: 'Email',
    passwordLabel: 'New password',
    confirmPasswordLabel: 'Confirm new password',
    mobileLabel: 'Business phone number',
    momoMobileLabel: 'Mobile money number',
    momoMobileConfirmLabel: 'Confirm MoMo number', // not in the spec: a changed number is typed twice
    momoNameLabel: 'Mobile money name',
    categoryLabel: 'Business category',
    submit: 'Update',
    updateFailed: somethingWentWrongPlain,
    passwordLength,
    confirmPasswordRequired: pleaseConfirmPassword,
    passwordsMustMatch,
    categoryNotInList,
    // Not in the spec: what the form adds around the original fields.
    categoryPlaceholder: 'Select a category',
    passwordHint: 'Leave empty to keep your password',
    currentPasswordLabel: 'Current password',
    currentPasswordHint: 'Needed because you changed your e-mail, password or mobile money details',
    currentPasswordRequired: 'Enter your current password to save these changes',
    notYoursHeading: 'Not your profile',
    notYoursBody: 'You can only edit your own account. Nothing was changed.',
    backToProfile: 'Back to your profile',
    cancel: 'Cancel',
    updated: 'Profile updated!', // not in the spec: the toast after a successful update
  },

  // File-drop rejections (docs/product.md, Error messages), worded like the drop zone's own messages.
  fileRejections: {
    // The original named the picker's accept pattern ('image/*'); this names the types as a vendor knows them.
    fileType: (names: readonly string[]) => `File type must be ${orList(names)}.`,
    tooLarge: (maxBytes: number) => `File is larger than ${maxBytes} bytes`,
    tooSmall: (minBytes: number) => `File is smaller than ${minBytes} bytes`,
    tooMany: 'Too many files',
  },
} as const;

export type Messages = typeof messages;
