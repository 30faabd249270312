// What the app's offers show (docs/product.md, On a phone: install and updates): the install offer
// while the browser holds an install prompt this device has not turned down, the update prompt
// while a new version waits. A tiny store the offers' React root reads (PwaOffers.tsx).

/** Chromium's install prompt, held back from the browser's own banner (`beforeinstallprompt`). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type Offers = {
  /** The held install prompt, while the offer may be shown. */
  install: InstallPromptEvent | null;
  /** Lets the waiting version take over and reloads into it, while one waits. */
  update: (() => void) | null;
};

/** Set when the vendor turns the install offer down ('dismissed') or installs ('installed'): never offered again here. */
export const INSTALL_OFFER_KEY = 'sika.installOffer';

export function installOfferDone(): boolean {
  try {
    return localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    return false; // storage refused: the offer may show, once per visit at most
  }
}

export function rememberInstallOffer(outcome: 'dismissed' | 'installed') {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, outcome);
  } catch {
    // Storage refused: nothing to remember it in.
  }
}

let offers: Offers = { install: null, update: null };
const listeners = new Set<() => void>();

export const offerStore = {
  get: () => offers,
  set(change: Partial<Offers>) {
    offers = { ...offers, ...change };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
