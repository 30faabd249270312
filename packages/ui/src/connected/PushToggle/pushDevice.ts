// This device's side of order pings: whether the browser can take them, its notification
// permission, and its push subscription (held by the portal's service worker). One interface, so
// stories can stand in for a browser in each state.
import { createContext } from 'react';

/** The part of a browser PushSubscription the toggle uses. */
export interface DeviceSubscription {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export interface PushDevice {
  /** A service worker and the Push API are there (not so in some in-app browsers, or iOS outside the Home Screen). */
  supported(): Promise<boolean>;
  permission(): NotificationPermission;
  /** Asks the browser's question; only ever called from the vendor's tap on Turn on. */
  requestPermission(): Promise<NotificationPermission>;
  /** This device's subscription, if pings are on here. */
  subscription(): Promise<DeviceSubscription | null>;
  subscribe(applicationServerKey: string): Promise<DeviceSubscription>;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The real browser. */
export const browserPushDevice: PushDevice = {
  async supported() {
    if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return false;
    if (!('Notification' in window)) return false;
    return (await registration()) !== undefined;
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async subscription() {
    return (await (await registration())?.pushManager.getSubscription()) ?? null;
  },
  async subscribe(applicationServerKey) {
    const found = await registration();
    if (!found) throw new Error('no service worker');
    return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  },
};

/** This device's subscription, if any, without asking anything (for logout's clean-up). */
export function currentDeviceSubscription(device: PushDevice = browserPushDevice): Promise<DeviceSubscription | null> {
  return device.supported().then((supported) => (supported ? device.subscription() : null));
}

/** The device the toggle asks: the browser, or a story's stand-in. */
export const PushDeviceContext = createContext<PushDevice>(browserPushDevice);
