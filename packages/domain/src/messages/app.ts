// Not in the spec: the installable app's offers (docs/product.md, On a phone: install and updates).

export const appMessages = {
  /** The install offer on the dashboard, shown once a browser says the app can be installed. */
  installOffer: {
    label: 'Install Sika',
    text: 'Add Sika to your home screen: it opens like an app and shows your last pages even with a weak signal.',
    install: 'Install Sika',
    dismiss: 'Not now',
  },
  /** A new deployment's worker is waiting: the page reloads into it when the vendor chooses. */
  updatePrompt: {
    text: 'A new version is ready',
    reload: 'Reload',
    dismiss: 'Later',
  },
} as const;
