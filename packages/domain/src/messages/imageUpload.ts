import { imageUploadHeading } from './panelHeadings.ts';

export const imageUploadMessages = {
  heading: imageUploadHeading,
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
  // Not in the spec: a product's picture removed, after a confirmation (docs/product.md, Edit product).
  removePicture: 'Remove picture',
  removeDialogTitle: 'REMOVE THIS PICTURE?',
  removeDialogBody: 'The product stays on sale without a picture until you add another.',
  cancel: 'Cancel',
  confirmRemove: 'Remove',
  removed: 'Picture removed.',
  removeFailed: 'Something went wrong! The picture was not removed.',
} as const;
