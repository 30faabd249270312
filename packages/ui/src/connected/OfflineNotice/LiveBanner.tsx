import { sikaApi, TAG_TYPES } from '@sika/api-client';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { OfflineBanner } from '../../components/OfflineBanner/index.ts';

/**
 * The banner while offline, and the way back: when the browser says the connection is back, every
 * list and record on screen is asked again. Their fresh answers take the banner away (the 'online'
 * event alone does not: it is often wrong), and so does the next poll if the event never comes.
 */
export function LiveBanner({ savedAt }: { savedAt: Date | null }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const askAgain = () => dispatch(sikaApi.util.invalidateTags([...TAG_TYPES]));
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [dispatch]);
  return <OfflineBanner savedAt={savedAt} />;
}
