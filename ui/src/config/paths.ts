/**
 * Every route of the spec (section 2) with its React Router pattern and an href builder.
 * Components build links only through these; no URL strings elsewhere.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));
const join = (...parts: (string | number)[]) => `/${parts.map(segment).join('/')}`;

export const ACCOUNT_PAGES = [
  'downloads',
  'add-address',
  'affiliate',
  'change-password',
  'edit-info',
  'address-book',
  'newsletter',
  'order-history',
  'payment-profile',
  'recurring-payments',
  'returns',
  'reward-points',
  'transactions',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export const SEARCH_CATEGORIES = ['ALL', 'FABRICS', 'ACCESSORIES', 'COLLECTIONS', 'CRYSTALS'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Builders for the three nested levels shared by /crystals and /accessories. */
function nestedCategory(root: string) {
  return {
    path: `/${root}`,
    href: () => `/${root}`,
    category: {
      path: `/${root}/:category2`,
      href: (category2: string) => join(root, category2),
    },
    subcategory: {
      path: `/${root}/:category2/:category3`,
      href: (category2: string, category3: string) => join(root, category2, category3),
    },
    subsubcategory: {
      path: `/${root}/:category2/:category3/:category4`,
      href: (category2: string, category3: string, category4: string) =>
        join(root, category2, category3, category4),
    },
  };
}

export const paths = {
  home: { path: '/', href: () => '/' },
  newProducts: { path: '/new', href: () => '/new' },
  sale: { path: '/sale', href: () => '/sale' },

  brands: {
    path: '/brands',
    href: () => '/brands',
    brand: {
      path: '/brands/:manufacturer',
      href: (manufacturer: string) => join('brands', manufacturer),
    },
    category: {
      path: '/brands/:manufacturer/:category3',
      href: (manufacturer: string, category3: string) => join('brands', manufacturer, category3),
    },
    subcategory: {
      path: '/brands/:manufacturer/:category3/:category4',
      href: (manufacturer: string, category3: string, category4: string) =>
        join('brands', manufacturer, category3, category4),
    },
  },

  collections: {
    path: '/collections',
    href: () => '/collections',
    collection: {
      path: '/collections/:category2',
      href: (category2: string) => join('collections', category2),
    },
  },

  crystals: nestedCategory('crystals'),
  accessories: nestedCategory('accessories'),

  browseByColor: {
    path: '/browse-by-color',
    href: () => '/browse-by-color',
    brand: {
      path: '/browse-by-color/:brand',
      href: (brand: string) => join('browse-by-color', brand),
    },
    color: {
      path: '/browse-by-color/:brand/:color',
      href: (brand: string, color: string) => join('browse-by-color', brand, color),
    },
  },

  fabrics: {
    path: '/fabrics',
    href: () => '/fabrics',
    fabric: {
      path: '/fabrics/:fabricId',
      href: (fabricId: string) => join('fabrics', fabricId),
    },
    subfabric: {
      path: '/fabrics/:fabricId/:subfabricId',
      href: (fabricId: string, subfabricId: string) => join('fabrics', fabricId, subfabricId),
    },
    subsubfabric: {
      path: '/fabrics/:fabricId/:subfabricId/:subsubfabricId',
      href: (fabricId: string, subfabricId: string, subsubfabricId: string) =>
        join('fabrics', fabricId, subfabricId, subsubfabricId),
    },
  },

  search: {
    /** Empty results page. */
    path: '/search',
    href: () => '/search',
    results: {
      path: '/search/:search',
      href: (search: string, category?: SearchCategory) =>
        category ? `${join('search', search)}?category=${segment(category)}` : join('search', search),
    },
  },

  contactUs: { path: '/contact-us', href: () => '/contact-us' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  giftCards: { path: '/gift-cards', href: () => '/gift-cards' },
  wishlist: { path: '/wishlist', href: () => '/wishlist' },
  about: { path: '/about', href: () => '/about' },
  faq: { path: '/FAQ', aliasPath: '/faq', href: () => '/FAQ' },
  payment: { path: '/payment', href: () => '/payment' },
  /** A page staff added in the admin (the spec's information pages keep their own routes above). */
  page: { path: '/pages/:slug', href: (slug: string) => join('pages', slug) },

  product: {
    path: '/products/:sku',
    href: (sku: string | number) => join('products', sku),
  },

  cart: {
    path: '/cart',
    href: () => '/cart',
    checkout: { path: '/cart/checkout', href: () => '/cart/checkout' },
    checkoutSuccess: { path: '/cart/checkout/checkout-success', href: () => '/cart/checkout/checkout-success' },
  },

  account: {
    path: '/account',
    href: () => '/account',
    registration: { path: '/account/registration', href: () => '/account/registration' },
    authorization: {
      path: '/account/authorization',
      /** `next`: where to go back after signing in (a signed-out visitor of an account page). */
      href: (next?: string) => (next ? `/account/authorization?next=${segment(next)}` : '/account/authorization'),
    },
    page: {
      path: '/account/:accountPage',
      href: (accountPage: AccountPage) => join('account', accountPage),
    },
    /** The returns page with one order line chosen in its form. */
    returnLine: { href: (lineId: string) => `/account/returns?line=${segment(lineId)}` },
    addAddress: {
      path: '/account/modify-address-book/add-address',
      href: () => '/account/modify-address-book/add-address',
    },
    editAddress: {
      path: '/account/modify-address-book/:addressId',
      href: (addressId: string) => join('account', 'modify-address-book', addressId),
    },
    /** The mailed links of an e-mail change; their token follows '#', which no request to the server carries. */
    confirmEmail: { path: '/account/confirm-email', href: () => '/account/confirm-email' },
    undoEmail: { path: '/account/undo-email', href: () => '/account/undo-email' },
  },

  /** Redirects to account.authorization (GUIDE section 3). */
  signIn: { path: '/signin', href: () => '/signin' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    /** Without a token: shows 'Invalid reset link: token is missing'. */
    path: '/reset-password',
    href: () => '/reset-password',
    withToken: {
      path: '/reset-password/:token',
      href: (token: string) => join('reset-password', token),
    },
  },

  admin: {
    path: '/admin-dash',
    href: () => '/admin-dash',
    mainSlider: { path: '/admin-dash/main-slider', href: () => '/admin-dash/main-slider' },
    queries: {
      path: '/admin-dash/queries',
      /** `status`: the list filtered to Unprocessed or Processed queries. */
      href: (status?: string) => (status ? `/admin-dash/queries?status=${segment(status)}` : '/admin-dash/queries'),
    },
    colors: { path: '/admin-dash/colors', href: () => '/admin-dash/colors' },
    categories: { path: '/admin-dash/categories', href: () => '/admin-dash/categories' },
    brands: { path: '/admin-dash/brands', href: () => '/admin-dash/brands' },
    settings: { path: '/admin-dash/settings', href: () => '/admin-dash/settings' },
    giftCards: {
      path: '/admin-dash/gift-cards',
      href: () => '/admin-dash/gift-cards',
      card: {
        path: '/admin-dash/gift-cards/:id',
        href: (id: string) => join('admin-dash', 'gift-cards', id),
      },
    },
    viewOrder: {
      path: '/admin-dash/view-order',
      /** `status`: the list filtered to Accepted, Sent, Delivered or Paid orders. */
      href: (status?: string) => (status ? `/admin-dash/view-order?status=${segment(status)}` : '/admin-dash/view-order'),
    },
    allProducts: {
      path: '/admin-dash/all-products',
      href: () => '/admin-dash/all-products',
      /** The product list with one product's edit form open. */
      edit: { href: (id: string) => `/admin-dash/all-products?edit=${segment(id)}` },
      category: {
        path: '/admin-dash/all-products/:category',
        href: (category: string) => join('admin-dash', 'all-products', category),
      },
    },
    orderDetails: {
      path: '/admin-dash/order-details/:id',
      href: (id: string) => join('admin-dash', 'order-details', id),
    },
  },

  notFound: { path: '*' },
} as const;

/** The main categories with pages of their own (gift cards have one page). */
export type CategoryRoot = 'fabrics' | 'crystals' | 'accessories' | 'collections';

/**
 * The storefront URL of a category, given its slugs below the main category: the one builder every menu,
 * tile, breadcrumb and listing uses. Collections have two levels of pages; their third level is a filter.
 */
export function categoryHref(main: CategoryRoot, slugs: readonly string[]): string {
  const [a, b, c] = slugs;
  switch (main) {
    case 'fabrics': {
      const root = paths.fabrics;
      if (a !== undefined && b !== undefined && c !== undefined) return root.subsubfabric.href(a, b, c);
      if (a !== undefined && b !== undefined) return root.subfabric.href(a, b);
      return a !== undefined ? root.fabric.href(a) : root.href();
    }
    case 'crystals':
    case 'accessories': {
      const root = paths[main];
      if (a !== undefined && b !== undefined && c !== undefined) return root.subsubcategory.href(a, b, c);
      if (a !== undefined && b !== undefined) return root.subcategory.href(a, b);
      return a !== undefined ? root.category.href(a) : root.href();
    }
    case 'collections': {
      const root = paths.collections;
      if (a !== undefined && b !== undefined) return `${root.collection.href(a)}?sub=${encodeURIComponent(b)}`;
      return a !== undefined ? root.collection.href(a) : root.href();
    }
  }
}

/** Downloadable files; they live in ui/public/documents/ and are copied to the site root. */
export const documents = {
  returnPolicyEn: '/documents/dance-fabrics-return-policy.pdf',
  privacyPolicy: '/documents/dance-fabrics-privacy-policy.pdf',
} as const;
