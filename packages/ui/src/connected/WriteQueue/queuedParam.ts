/** The query parameter that reopens a form with a write kept on the phone (its key). */
export const QUEUED_PARAM = 'queued';
