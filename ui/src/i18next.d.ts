import type common from '../locales/en/common.json';
import type shell from '../locales/en/shell.json';
import type cart from '../locales/en/cart.json';
import type catalog from '../locales/en/catalog.json';
import type content from '../locales/en/content.json';
import type giftcards from '../locales/en/giftcards.json';
import type product from '../locales/en/product.json';
import type search from '../locales/en/search.json';
import type shop from '../locales/en/shop.json';
import type wishlist from '../locales/en/wishlist.json';
import type auth from '../locales/en/auth.json';
import type account from '../locales/en/account.json';
import type checkout from '../locales/en/checkout.json';
import type admin from '../locales/en/admin.json';
import type adminCatalogue from '../locales/en/admin-catalogue.json';
import type adminGiftCards from '../locales/en/admin-gift-cards.json';
import type adminPromotions from '../locales/en/admin-promotions.json';
import type adminReturns from '../locales/en/admin-returns.json';
import type adminSettings from '../locales/en/admin-settings.json';
import type adminStaff from '../locales/en/admin-staff.json';
import type adminPages from '../locales/en/admin-pages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Add each feature namespace here as it is created, e.g. `cart: typeof cart`.
    resources: {
      common: typeof common;
      shell: typeof shell;
      cart: typeof cart;
      catalog: typeof catalog;
      content: typeof content;
      giftcards: typeof giftcards;
      product: typeof product;
      search: typeof search;
      shop: typeof shop;
      wishlist: typeof wishlist;
      auth: typeof auth;
      account: typeof account;
      checkout: typeof checkout;
      admin: typeof admin;
      'admin-catalogue': typeof adminCatalogue;
      'admin-gift-cards': typeof adminGiftCards;
      'admin-promotions': typeof adminPromotions;
      'admin-returns': typeof adminReturns;
      'admin-settings': typeof adminSettings;
      'admin-staff': typeof adminStaff;
      'admin-pages': typeof adminPages;
    };
  }
}
