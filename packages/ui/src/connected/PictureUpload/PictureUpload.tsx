import { isTransportError, selectVendor, useUploadProductImage, type ProductImage } from '@sika/api-client';
import { isLocalId } from '@sika/api-client/writes/localId';
import {
  IMAGE_PREVIEW_SIZE_PX,
  IMAGE_SOURCE_MAX_BYTES,
  messages,
  PRODUCT_IMAGE_TYPE_NAMES,
  PRODUCT_IMAGE_TYPES,
  SPINNER_CLEAR_DELAY_MS,
  validateProductImages,
  imageUploadMessages,
  queueMessages,
} from '@sika/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, DropArea, ErrorText, toast } from '../../components/index.ts';
import { loadWrites, preloadWrites, useWriteQueueRunning } from '../WriteQueue/sendOrQueue.ts';
import { compressWith, loadCompressor } from './compressPicture.ts';
import { RemovePicture } from './RemovePicture.tsx';

const text = imageUploadMessages;

/**
 * The picker's types: react-dropzone renders a plain `<input type="file" accept="image/jpeg,.jpg,
 * .jpeg,image/png,...">` (no `capture`, and no File System Access picker: its default is off). Only
 * image types, so Android's Chrome offers the camera beside the gallery and files, and iOS offers
 * Take Photo beside the library. `capture` is left out on purpose: it would open the camera only,
 * and a vendor with the photo already in the gallery could not choose it.
 */
const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(PRODUCT_IMAGE_TYPES).map(([type, extensions]) => [type, [...extensions]]),
);

/** react-dropzone's rejection codes in the portal's words (docs/product.md, Error messages). */
function rejectionText(code: string): string {
  if (code === ErrorCode.FileInvalidType) return messages.fileRejections.fileType(PRODUCT_IMAGE_TYPE_NAMES);
  if (code === ErrorCode.FileTooLarge) return messages.fileRejections.tooLarge(IMAGE_SOURCE_MAX_BYTES);
  if (code === ErrorCode.FileTooSmall) return messages.fileRejections.tooSmall(1);
  return messages.fileRejections.tooMany;
}

export type PictureUploadProps = {
  /** The product the picture is for. */
  productId: string;
  /** The product's picture now, shown until another is chosen; the button then says it replaces it. */
  current?: ProductImage;
  /** What the current picture shows, for screen readers ('Image of {title}'). */
  currentAlt?: string;
  /** The product's title: the remove dialog names it. */
  productTitle?: string;
  /** Once the spinner has cleared (2 s after the answer), whether the picture was uploaded. */
  onSettled?: (uploaded: boolean) => void;
  /** The send button's look: secondary on a page whose main action is another (Edit product's Update). */
  buttonVariant?: 'primary' | 'secondary';
};

/**
 * One picture for one product: chosen or dropped (one image file of the accepted types), previewed
 * at 200 x 200, compressed on the phone, uploaded with a progress bar ('Image added successfully!'
 * or the red 'Something went wrong img upload'); the busy state clears 2 s after the answer. Used by
 * Add Product Images and by Edit product, so both behave the same. Deliberate change: the preview's
 * close icon removes the chosen file. Offline, for a product added offline, or when the upload never
 * arrives, the compressed picture is kept on the phone and sent once its product exists
 * (docs/product.md, Writes that wait); if the compressor's code cannot be fetched, it is kept as
 * chosen and compressed before it is sent.
 */
export function PictureUpload({
  productId,
  current,
  currentAlt = '',
  productTitle,
  onSettled,
  buttonVariant = 'primary',
}: PictureUploadProps) {
  useWriteQueueRunning();
  const [file, setFile] = useState<File | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the photo has left the phone: the bar says 'Preparing image...' only before that (the
  // upload's own progress goes back to null once it is answered).
  const [sent, setSent] = useState(false);
  const { upload, progress } = useUploadProductImage();
  // The picture removed (or its removal kept on the phone): not shown while the list catches up.
  const [removedUrl, setRemovedUrl] = useState<string | null>(null);
  const shown = current && current.url !== removedUrl ? current : undefined;
  const sendButton = useRef<HTMLButtonElement>(null);
  const vendorId = useSelector(selectVendor)?._id;
  const progressId = useId();
  // The spinner's 2 s after the answer: a vendor who moved on meanwhile is not sent anywhere.
  const spinnerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(spinnerTimer.current), []);

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    minSize: 1,
    maxSize: IMAGE_SOURCE_MAX_BYTES,
    disabled: busy,
    onDrop(accepted: File[], rejected: FileRejection[]) {
      const tooMany = rejected.some(({ errors }) => errors.some((error) => error.code === ErrorCode.TooManyFiles));
      setFailure(tooMany ? text.tooManyImages : null);
      setRejections([...new Set(rejected.flatMap(({ errors }) => errors.map((error) => rejectionText(error.code))))]);
      setFile(accepted[0] ?? null);
      // The input forgets its file, so choosing the same one again (after × or a refusal) is a change.
      if (inputRef.current) inputRef.current.value = '';
      // Fetch the compressor (and the queue, should the picture have to wait) while the vendor looks
      // at the preview; a failed fetch retries on upload.
      if (accepted.length) {
        void loadCompressor().catch(() => undefined);
        preloadWrites();
      }
    },
  });

  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  async function submit() {
    const invalid = validateProductImages(file ? [file] : []);
    if (invalid || !file) return setFailure(invalid);
    setFailure(null);
    setBusy(true);
    setSent(false);
    let done = false;
    try {
      // Offline on a phone that never sent a picture the compressor's code cannot come: the picture
      // waits as chosen, and is compressed just before it is sent.
      const compressor = await loadCompressor().then(
        (module) => module.default,
        () => undefined,
      );
      const compressed = compressor ? await compressWith(compressor, file) : file;
      setSent(true);
      const keep = () =>
        loadWrites().then(({ queueWrite }) =>
          queueWrite(vendorId ?? '', {
            operation: 'picture',
            productId,
            picture: compressed,
            ...(compressor ? {} : { compressPicture: true as const }),
          }),
        );
      if (!compressor || isLocalId(productId) || globalThis.navigator?.onLine === false) {
        await keep();
        toast.success(queueMessages.savedOnPhone);
      } else {
        try {
          await upload(productId, compressed);
          toast.success(text.success);
        } catch (error) {
          if (!isTransportError(error)) throw error;
          await keep();
          toast.success(queueMessages.savedOnPhone);
        }
      }
      done = true;
    } catch (error) {
      console.warn('image upload failed', error);
      setFailure(text.uploadFailed);
    }
    // The spinner disappears 2 s after the answer; an uploaded file gives way to the product's picture.
    spinnerTimer.current = setTimeout(() => {
      setBusy(false);
      if (done) setFile(null);
      onSettled?.(done);
    }, SPINNER_CLEAR_DELAY_MS);
  }

  return (
    <>
      {previewUrl && file ? (
        <Picture>
          <img src={previewUrl} alt={text.previewAlt} width={IMAGE_PREVIEW_SIZE_PX} height={IMAGE_PREVIEW_SIZE_PX} />
          <Remove type="button" aria-label={text.removeImage} onClick={() => setFile(null)} disabled={busy}>
            <span aria-hidden="true">×</span>
          </Remove>
        </Picture>
      ) : (
        shown && (
          <Picture>
            <img
              src={shown.listUrl ?? shown.url}
              srcSet={srcSetOf(shown)}
              sizes={`${IMAGE_PREVIEW_SIZE_PX}px`}
              alt={currentAlt}
              width={IMAGE_PREVIEW_SIZE_PX}
              height={IMAGE_PREVIEW_SIZE_PX}
            />
          </Picture>
        )
      )}
      {shown && !file && !busy && (
        <RemovePicture
          productId={productId}
          productTitle={productTitle}
          onRemoved={() => {
            setRemovedUrl(shown.url);
            // The button that opened the dialog is gone: focus goes on to the picker's button.
            setTimeout(() => sendButton.current?.focus());
          }}
        />
      )}
      <DropArea {...getRootProps()} $active={isDragActive}>
        <input {...getInputProps({ 'aria-label': text.dropzone })} />
        <p>{text.dropzone}</p>
      </DropArea>
      {rejections.length > 0 && (
        <div role="alert">
          <Rejections>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Rejections>
        </div>
      )}
      {busy && (
        <Progress>
          <label htmlFor={progressId}>{sent || failure ? text.progress : text.preparing}</label>
          <progress id={progressId} max={1} value={progress ?? (failure ? 0 : 1)} />
        </Progress>
      )}
      {failure && <ErrorText>{failure}</ErrorText>}
      <Button ref={sendButton} variant={buttonVariant} busy={busy} onClick={() => void submit()}>
        {shown ? text.replace : text.submit}
      </Button>
    </>
  );
}

/** The server's ~320 px list variant for a 200 px box, the full picture for screens that need it. */
function srcSetOf(image: ProductImage): string | undefined {
  if (!image.listUrl || !image.listWidth || !image.width) return undefined;
  return `${image.listUrl} ${image.listWidth}w, ${image.url} ${image.width}w`;
}

const Rejections = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const Picture = styled.div`
  position: relative;
  width: ${IMAGE_PREVIEW_SIZE_PX}px;
  height: ${IMAGE_PREVIEW_SIZE_PX}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: ${({ theme }) => theme.sizes.minTarget};
  height: ${({ theme }) => theme.sizes.minTarget};
  border: 0;
  border-radius: 50%;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: rgba(0, 0, 0, 0.7);
  cursor: pointer;
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  progress {
    width: 100%;
    height: 12px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
