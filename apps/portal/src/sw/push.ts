// Order pings (docs/product.md, Order pings): a push from the api (push/send.ts: title, body, tag,
// url, encrypted to this browser's subscription) becomes a notification; a tap on it brings the
// portal forward at the page it names (the order's details, or the dashboard).

declare const self: ServiceWorkerGlobalScope;

interface Ping {
  title: string;
  body: string;
  tag?: string;
  url?: string;
}

function pingOf(data: PushMessageData | null): Ping | undefined {
  try {
    const ping = data?.json() as Partial<Ping> | undefined;
    return typeof ping?.title === 'string' && typeof ping.body === 'string' ? (ping as Ping) : undefined;
  } catch {
    return undefined;
  }
}

/** A page of this portal only: a ping never opens another site. */
function pageOf(url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

export function showOrderPings(): void {
  self.addEventListener('push', (event) => {
    const ping = pingOf(event.data);
    // Not a ping of ours: nothing to show (Chrome then shows its own 'site updated' notice).
    if (!ping) return;
    event.waitUntil(
      self.registration.showNotification(ping.title, {
        body: ping.body,
        ...(ping.tag ? { tag: ping.tag } : {}),
        icon: '/icon-192.png',
        data: { url: pageOf(ping.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const page = pageOf((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          const focused = await open.focus();
          // Only a page this worker controls can be sent elsewhere; another gets a new window.
          if (await focused.navigate(page).catch(() => null)) return;
        }
        await self.clients.openWindow(page);
      })(),
    );
  });
}
