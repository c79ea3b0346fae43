import type common from '../locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Add each feature namespace here as it is created, e.g. `cart: typeof cart`.
    resources: {
      common: typeof common;
    };
  }
}
