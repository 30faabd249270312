// Ghana's numbering plan, cut from libphonenumber-js's `max` metadata: the `min` set cannot tell a
// mobile number from a fixed line, and `mobile` calls every fixed line invalid, while the whole
// `max` set is ~145 kB for every country. This is the Ghana part only (under 1 kB).
// ghanaPhoneMetadata.test.ts checks it against the installed library and prints the new value
// after an upgrade.
import type { MetadataJson } from 'libphonenumber-js/core';

export const ghanaPhoneMetadata = {
  version: 4,
  country_calling_codes: {
    '233': ['GH'],
  },
  countries: {
    GH: [
      '233',
      '00',
      '[235]\\d{8}|800\\d{5,6}',
      [8, 9],
      [
        ['(\\d{3})(\\d{5})', '$1 $2', ['8'], '0$1'],
        ['(\\d{2})(\\d{3})(\\d{4})', '$1 $2 $3', ['[2358]'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        [
          '3(?:181[0-5]|285[0-7]|3810)\\d{4}|3(?:0(?:[237-9]\\d|60)|[167](?:2[0-6]|7\\d|80)|2(?:2[0-5]|7\\d|8[0-4])|3(?:2[0-3]|7\\d|80)|4(?:2[013-9]|3[01]|7\\d|80)|5(?:2[0-7]|7\\d|80)|8(?:2[0-2]|7\\d|80)|9(?:[28]0|7\\d))\\d{5}',
          [9],
        ],
        ['(?:2(?:[0346-9]\\d|5[67])|5(?:[03-7]\\d|9[1-9]))\\d{6}', [9]],
        ['800\\d{5,6}'],
      ],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
