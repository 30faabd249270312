/**
 * The two widths every journey is walked at: a mid-range Android phone (360 px, the narrowest the
 * portal is laid out for) and a desktop. A phone is anything under the tablet breakpoint (768 px).
 */
export const PHONE_AND_DESKTOP = [
  { name: 'phone (360 px)', width: 360, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
