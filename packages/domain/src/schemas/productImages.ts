// Image upload: exactly one image file per product (docs/product.md, Form checks and their messages).
import { MAX_IMAGES_PER_PRODUCT, PRODUCT_IMAGE_TYPE_NAMES } from '../constants.ts';
import { messages } from '../messages.ts';
import { imageUploadMessages } from '../messages/imageUpload.ts';

/** The error to show for the chosen files, or null when they can be uploaded. */
export function validateProductImages(files: readonly { type: string }[]): string | null {
  if (files.length === 0) return imageUploadMessages.noImage;
  if (files.length > MAX_IMAGES_PER_PRODUCT) return imageUploadMessages.tooManyImages;
  if (!files.every((file) => file.type.startsWith('image/')))
    return messages.fileRejections.fileType(PRODUCT_IMAGE_TYPE_NAMES);
  return null;
}
