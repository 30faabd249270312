import { paths } from '@sika/domain';
import { InstallOffer, UpdatePrompt } from '@sika/ui';
import { useSyncExternalStore } from 'react';
import { offerStore, rememberInstallOffer } from './offers.ts';

/** Calls `onChange` whenever the address changes, the router's pushState included (Navigation API where there is one). */
function subscribeToLocation(onChange: () => void) {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    navigation?.removeEventListener('currententrychange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const onDashboard = () => window.location.pathname === paths.dashboard;

/**
 * The app's offers, in a root of their own beside the app (src/pwa/startPwa.tsx): the update prompt
 * on any page, the install offer on the dashboard only, never both at once.
 */
export function PwaOffers() {
  const { install, update } = useSyncExternalStore(offerStore.subscribe, offerStore.get);
  const dashboard = useSyncExternalStore(subscribeToLocation, onDashboard);
  if (update) return <UpdatePrompt onReload={update} onDismiss={() => offerStore.set({ update: null })} />;
  if (install && dashboard) {
    return (
      <InstallOffer
        onInstall={() => {
          offerStore.set({ install: null });
          void install.prompt();
          void install.userChoice.then(({ outcome }) => {
            if (outcome === 'accepted') rememberInstallOffer('installed');
          });
        }}
        onDismiss={() => {
          rememberInstallOffer('dismissed');
          offerStore.set({ install: null });
        }}
      />
    );
  }
  return null;
}
