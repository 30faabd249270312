/** A product made offline has this id until the server gives it one; later writes wait for it. */
export const LOCAL_ID_PREFIX = 'local:';
export const isLocalId = (id: string): boolean => id.startsWith(LOCAL_ID_PREFIX);
