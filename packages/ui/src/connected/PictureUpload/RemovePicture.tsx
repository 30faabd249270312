import { selectVendor } from '@sika/api-client';
import { useDeleteProductImageMutation } from '@sika/api-client/later';
import { imageUploadMessages, queueMessages } from '@sika/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, ConfirmDialog, toast } from '../../components/index.ts';
import { sendOrQueue } from '../WriteQueue/sendOrQueue.ts';

const text = imageUploadMessages;

type RemovePictureProps = {
  productId: string;
  /** What the dialog names as what loses its picture: the product's title. */
  productTitle?: string;
  /** Once removed on the server, or kept on the phone to be removed when back online. */
  onRemoved: () => void;
};

/**
 * 'Remove picture' and its confirmation (docs/product.md, Edit product): the product keeps
 * everything else. Online the server removes it ('Picture removed.'); offline, or when the request
 * never arrives, the removal waits on the phone like every product write (Writes that wait). A
 * refusal ('Something went wrong! The picture was not removed.') keeps the picture.
 */
export function RemovePicture({ productId, productTitle, onRemoved }: RemovePictureProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removeImage] = useDeleteProductImageMutation();
  const vendorId = useSelector(selectVendor)?._id ?? '';

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await sendOrQueue(vendorId, { operation: 'removePicture', productId }, (key) =>
        removeImage({ productKey: productId, 'Idempotency-Key': key }).unwrap(),
      );
      toast.success('sent' in outcome ? text.removed : queueMessages.savedOnPhone);
      setOpen(false);
      onRemoved();
    } catch (error) {
      console.warn('picture removal failed', error);
      setOpen(false);
      toast.error(text.removeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Row>
        <Button variant="text" danger onClick={() => setOpen(true)}>
          {text.removePicture}
        </Button>
      </Row>
      <ConfirmDialog
        open={open}
        title={text.removeDialogTitle}
        cancelLabel={text.cancel}
        confirmLabel={text.confirmRemove}
        danger
        subject={productTitle}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        {text.removeDialogBody}
      </ConfirmDialog>
    </>
  );
}

const Row = styled.div`
  display: flex;
`;
