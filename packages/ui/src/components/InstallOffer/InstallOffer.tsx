import { appMessages } from '@sika/domain';
import { Button } from '../Button/index.ts';
import { OfferActions, OfferBar } from './OfferBar.ts';

type Props = {
  /** Shows the browser's own install dialog. */
  onInstall: () => void;
  /** 'Not now': the offer goes, for good on this device (the portal remembers it). */
  onDismiss: () => void;
};

/**
 * The dashboard's offer to install the portal as an app (docs/product.md, On a phone: install and
 * updates), once the browser says it can be. It takes no focus: the vendor is never interrupted.
 */
export function InstallOffer({ onInstall, onDismiss }: Props) {
  const text = appMessages.installOffer;
  return (
    <OfferBar aria-label={text.label}>
      <p>{text.text}</p>
      <OfferActions>
        <Button onClick={onInstall}>{text.install}</Button>
        <Button variant="secondary" onClick={onDismiss}>
          {text.dismiss}
        </Button>
      </OfferActions>
    </OfferBar>
  );
}
