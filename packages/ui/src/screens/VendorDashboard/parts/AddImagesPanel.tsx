import { readCreatedProduct, useUploadProductImage } from '@sika/api-client';
import {
  IMAGE_PREVIEW_SIZE_PX,
  IMAGE_SOURCE_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_EDGE_PX,
  messages,
  SPINNER_CLEAR_DELAY_MS,
  validateProductImages,
} from '@sika/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText, PageHeading, toast } from '../../../components/index.ts';
import { panelHref } from './panels.ts';

const text = messages.imageUpload;
const ACCEPT = 'image/*';

/** react-dropzone's rejection codes in the portal's words (docs/product.md, Error messages). */
function rejectionText(code: string): string {
  if (code === ErrorCode.FileInvalidType) return messages.fileRejections.fileType(ACCEPT);
  if (code === ErrorCode.FileTooLarge) return messages.fileRejections.tooLarge(IMAGE_SOURCE_MAX_BYTES);
  if (code === ErrorCode.FileTooSmall) return messages.fileRejections.tooSmall(1);
  return messages.fileRejections.tooMany;
}

/**
 * The compressor (~20 KB gzip) is fetched when a picture is chosen, not with the dashboard: most
 * visits upload nothing, and the dashboard's first load stays within its JavaScript budget.
 */
const loadCompressor = () => import('browser-image-compression');

/** A phone photo shrunk in the browser before it travels (a 4 MB photo leaves as at most 300 KB). */
const compress = async (file: File) => {
  const { default: imageCompression } = await loadCompressor();
  return imageCompression(file, {
    maxSizeMB: IMAGE_UPLOAD_MAX_BYTES / 1_000_000,
    maxWidthOrHeight: IMAGE_UPLOAD_MAX_EDGE_PX,
    fileType: 'image/webp',
    // Its web worker loads the library from a CDN, which the portal's CSP (rightly) refuses.
    useWebWorker: false,
  });
};

/**
 * Add Product Images: one image for the product just created (productKey), previewed at 200x200,
 * compressed, uploaded with a progress bar; the busy state clears 2 s after the answer, and success
 * returns to All Products. Deliberate change: the preview's close icon removes the file.
 */
export function AddImagesPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the photo has left the phone: the bar says 'Preparing image...' only before that (the
  // upload's own progress goes back to null once it is answered).
  const [sent, setSent] = useState(false);
  const { upload, progress } = useUploadProductImage();
  const navigate = useNavigate();
  // The spinner's 2 s after the answer: a vendor who moved on to another panel meanwhile stays there.
  const spinnerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(spinnerTimer.current), []);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { [ACCEPT]: [] },
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
      // Fetch the compressor while the vendor looks at the preview; a failed fetch retries on upload.
      if (accepted.length) void loadCompressor().catch(() => undefined);
    },
  });

  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  async function submit() {
    const invalid = validateProductImages(file ? [file] : []);
    if (invalid || !file) return setFailure(invalid);
    const product = readCreatedProduct();
    if (!product) return setFailure(text.missingProductId);
    setFailure(null);
    setBusy(true);
    setSent(false);
    let done = false;
    try {
      const compressed = await compress(file);
      setSent(true);
      await upload(product._id, compressed);
      done = true;
      toast.success(text.success);
    } catch (error) {
      console.warn('image upload failed', error);
      setFailure(text.uploadFailed);
    }
    // The spinner disappears 2 s after the answer.
    spinnerTimer.current = setTimeout(() => {
      setBusy(false);
      if (done) navigate(panelHref('products'));
    }, SPINNER_CLEAR_DELAY_MS);
  }

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <p>{text.hint}</p>
      <Drop {...getRootProps()} $active={isDragActive}>
        <input {...getInputProps({ 'aria-label': text.dropzone })} />
        <p>{text.dropzone}</p>
      </Drop>
      {rejections.length > 0 && (
        <div role="alert">
          <Rejections>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Rejections>
        </div>
      )}
      {previewUrl && file && (
        <Preview>
          <img src={previewUrl} alt={text.previewAlt} width={IMAGE_PREVIEW_SIZE_PX} height={IMAGE_PREVIEW_SIZE_PX} />
          <Remove type="button" aria-label={text.removeImage} onClick={() => setFile(null)} disabled={busy}>
            <span aria-hidden="true">×</span>
          </Remove>
        </Preview>
      )}
      {busy && (
        <Progress>
          <label htmlFor="upload-progress">{sent || failure ? text.progress : text.preparing}</label>
          <progress id="upload-progress" max={1} value={progress ?? (failure ? 0 : 1)} />
        </Progress>
      )}
      {failure && <ErrorText>{failure}</ErrorText>}
      <Button busy={busy} onClick={() => void submit()}>
        {text.submit}
      </Button>
    </>
  );
}

const Drop = styled.div<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  p {
    margin: 0;
  }
`;

const Rejections = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const Preview = styled.div`
  position: relative;
  width: ${IMAGE_PREVIEW_SIZE_PX}px;
  height: ${IMAGE_PREVIEW_SIZE_PX}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 44px;
  height: 44px;
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
