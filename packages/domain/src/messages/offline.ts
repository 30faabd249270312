// Not in the spec: the vendor's last-seen data shown offline (docs/product.md, Offline).

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** When saved data was saved, as the vendor's clock reads it: local time, 24-hour, e.g. '14:05'. */
export function savedAtTime(savedAt: Date): string {
  return `${twoDigits(savedAt.getHours())}:${twoDigits(savedAt.getMinutes())}`;
}

export const offlineMessages = {
  /** The banner: offline, and (once a saved answer is shown) when what is shown was saved. */
  banner: (savedAt: Date | null) =>
    savedAt ? `You are offline. Showing what you saw at ${savedAtTime(savedAt)}.` : 'You are offline.',
  /** A page whose data this phone never saved: nothing to show until the connection is back. */
  notSaved:
    'This page is not available offline: it was not opened on this phone before. It will load when you are back online.',
  /** Logout without a connection: the server must end the session, so the vendor stays logged in. */
  logoutNeedsConnection: 'Logging out needs a connection. You are still logged in: try again when you are back online.',
  /** Deleting the account without a connection: the server checks the password, so nothing was deleted. */
  deleteAccountNeedsConnection:
    'Deleting your account needs a connection. Nothing was deleted: try again when you are back online.',
  /** A return without a connection: it moves money, so it is never kept to send later. */
  returnNeedsConnection: 'A return needs a connection. Nothing was refunded: try again when you are back online.',
  /** A handover photo without a connection: the photo stays chosen in the form. */
  handoverNeedsConnection:
    'Sending the photo needs a connection. Nothing was sent: try again when you are back online.',
} as const;
