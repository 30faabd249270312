import type { ProductImage } from '@sika/api-client';
import { imageUploadMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import { fireEvent, within } from 'storybook/test';

/** A drawn picture `width` wide (4:3), so a story needs no binary fixture and no server. */
const drawn = (width: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="30%" fill="#f4c430"/></svg>`;

/**
 * A product's picture as the api serves it: the full picture and its ~320 px list variant. Plain
 * URLs, not data: URLs (Chromium treats a data: candidate as cached and prefers the largest).
 */
export const aPicture: ProductImage = {
  url: '/story-images/product-1600.svg',
  width: 1600,
  height: 1200,
  listUrl: '/story-images/product-320.svg',
  listWidth: 320,
  listHeight: 240,
};

/** Story parameters: the fake backend serves aPicture's two files. */
export const servesPictures = {
  msw: {
    handlers: {
      productPictures: http.get('*/story-images/:name', ({ params }) =>
        params.name === 'product-320.svg' || params.name === 'product-1600.svg'
          ? new HttpResponse(drawn(params.name === 'product-320.svg' ? 320 : 1600, '#0b6e4f'), {
              headers: { 'content-type': 'image/svg+xml' },
            })
          : undefined,
      ),
    },
  },
};

/** A real PNG drawn on a canvas, so the compression step has pixels to work on. */
export async function aPhoto(name = 'photo.png', size = 1200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0b6e4f';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#f2b705';
    context.fillRect(size / 4, size / 4, size / 2, size / 2);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** Chooses files in the picture picker the way the file picker does (bypassing its own type filter). */
export function choosePictures(canvasElement: HTMLElement, files: File[]) {
  const input = within(canvasElement).getByLabelText(imageUploadMessages.dropzone) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}
