import { expect, waitFor } from 'storybook/test';

/** A file the page saved: its name, its bytes (a byte-order mark included) and its text (without it). */
export type SavedFile = { name: string; bytes: Uint8Array; text: string };

/**
 * What a 'Download CSV' button saves when `press` presses it, caught where the page makes the file
 * (URL.createObjectURL and the link's click), so no real download starts. Waits for the file: the
 * code that writes it may be fetched on the press.
 */
export async function downloadedBy(press: () => Promise<void>): Promise<SavedFile> {
  const saved: { name: string; blob: Blob }[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) saved.push({ name: '', blob });
    return 'blob:csv';
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (saved.at(-1)) saved.at(-1)!.name = this.download;
  };
  try {
    await press();
    await waitFor(() => expect(saved).toHaveLength(1));
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
  const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
  return { name: saved[0]!.name, bytes, text: new TextDecoder().decode(bytes) };
}
