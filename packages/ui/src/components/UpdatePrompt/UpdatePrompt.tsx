import { appMessages } from '@sika/domain';
import { NOT_FIRST_USE } from '../../hooks/whenIdle.ts';
import { Button } from '../Button/index.ts';
import { OfferActions, OfferBar } from '../InstallOffer/OfferBar.ts';

type Props = {
  /** Lets the new version take over and reloads the page into it. */
  onReload: () => void;
  /** 'Later': the prompt goes; the new version starts the next time the portal is opened. */
  onDismiss: () => void;
};

/**
 * 'A new version is ready' (docs/product.md, On a phone: install and updates): a new deployment
 * is waiting, and the page changes to it only when the vendor chooses Reload, never mid-task. The
 * sentence is announced politely; focus stays where the vendor is.
 */
export function UpdatePrompt({ onReload, onDismiss }: Props) {
  const text = appMessages.updatePrompt;
  return (
    <OfferBar aria-label={text.text} {...{ [NOT_FIRST_USE]: '' }}>
      <p role="status">{text.text}</p>
      <OfferActions>
        <Button onClick={onReload}>{text.reload}</Button>
        <Button variant="secondary" onClick={onDismiss}>
          {text.dismiss}
        </Button>
      </OfferActions>
    </OfferBar>
  );
}
