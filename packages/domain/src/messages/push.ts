// Not in the spec: the sentences of order pings on the Profile panel (docs/product.md, Order pings).

export const pushMessages = {
  heading: 'Order pings',
  intro: 'Get a notification on this device when an order comes in, even with the portal closed.',
  checking: 'Checking this device…',
  on: 'Order pings are on for this device.',
  off: 'Order pings are off for this device.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  turningOn: 'Turning on…',
  turningOff: 'Turning off…',
  unsupported:
    'This browser cannot receive notifications, so order pings cannot be shown here. On Android, open the portal in Chrome; on an iPhone, add it to the Home Screen first and open it from there.',
  denied:
    'Notifications are blocked for this site, so order pings cannot be shown. To allow them, tap the lock or info icon beside the address, choose Notifications, set Allow, then come back here.',
  dismissed: 'Notifications were not allowed. Tap Turn on again to be asked once more.',
  turnedOn: 'Order pings turned on.',
  turnedOff: 'Order pings turned off.',
  failedOn: 'Order pings could not be turned on. Check your connection and try again.',
  failedOff: 'Order pings could not be turned off. Check your connection and try again.',
} as const;
