import type { ComponentType } from 'react';
import { matchPath, matchRoutes, Navigate, Route, Routes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartStore } from '@/features/cart/saved-cart';
import i18n from '@/lib/i18n';
import type * as CheckoutRoutesModule from './checkout-routes';
import { Layout } from './layout/Layout';
import { lazyComponent, withQueryClient, type Preloadable } from './lazy-page';

type PageModule = { default: ComponentType };
type CheckoutRoutes = typeof CheckoutRoutesModule;
type PageRoute = { path?: string; index?: true; Page: Preloadable<object> };

/**
 * A lazily loaded page whose translation namespaces load alongside its code, so the page appears
 * complete instead of suspending once more for its texts. `shop` holds the shared storefront words,
 * `wishlist` the heart on every product card. A chunk that fails to load reloads the page once. Pages get the
 * app's query client with their code (withQueryClient).
 */
function page(load: () => Promise<PageModule>, namespaces: string[] = []): Preloadable<object> {
  return lazyComponent(
    withQueryClient(async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(['shop', 'wishlist', ...namespaces])]);
      return module;
    }),
  );
}

const catalog = (load: () => Promise<PageModule>) => page(load, ['catalog']);

// One component per page module, shared by every route pattern that shows it.
const HomePage = catalog(() => import('@/features/catalog/pages/HomePage'));
const BrandPage = catalog(() => import('@/features/catalog/pages/BrandPage'));
const CollectionsPage = catalog(() => import('@/features/catalog/pages/CollectionsPage'));
const CrystalsPage = catalog(() => import('@/features/catalog/pages/CrystalsPage'));
const AccessoriesPage = catalog(() => import('@/features/catalog/pages/AccessoriesPage'));
const FabricsPage = catalog(() => import('@/features/catalog/pages/FabricsPage'));
const BrowseByColorPage = catalog(() => import('@/features/catalog/pages/BrowseByColorPage'));
const SearchResultsPage = page(() => import('@/features/search/pages/SearchResultsPage'), ['search']);
// The information pages staff write: the spec's routes and /pages/{slug}, one page module.
const ContentPage = page(() => import('@/features/content/pages/ContentPage'), ['content']);
const ShopActionsRoute = lazyComponent(() => import('./ShopActions'));
// The admin area's guard too: only a visit to /admin-dash loads it (and, for staff, the area itself).
const AdminRoute = lazyComponent(() => import('./AdminRoute'));
const NotFoundPage = page(() => import('@/features/misc/pages/NotFoundPage'));
const auth = (load: () => Promise<PageModule>) => page(load, ['auth']);
const account = (load: () => Promise<PageModule>) => page(load, ['account']);
const ResetPasswordPage = auth(() => import('@/features/account/pages/ResetPasswordPage'));
// Checkout's pages come with the app's glue that hands them the cart and the session (app/checkout-routes.tsx).
const checkout = (pick: (module: CheckoutRoutes) => ComponentType) =>
  page(() => import('./checkout-routes').then((module) => ({ default: pick(module) })), ['checkout', 'cart']);

/**
 * Every storefront route; patterns come from config/paths.ts.
 * Add a page: create features/<feature>/pages/<Name>Page.tsx (default export) and an entry here.
 */
const storefront: PageRoute[] = [
  { index: true, Page: HomePage },
  { path: paths.newProducts.path, Page: catalog(() => import('@/features/catalog/pages/NewPage')) },
  { path: paths.sale.path, Page: catalog(() => import('@/features/catalog/pages/SalePage')) },

  { path: paths.brands.path, Page: catalog(() => import('@/features/catalog/pages/BrandsPage')) },
  ...[paths.brands.brand, paths.brands.category, paths.brands.subcategory].map((route) => ({
    path: route.path,
    Page: BrandPage,
  })),
  ...[paths.collections, paths.collections.collection].map((route) => ({ path: route.path, Page: CollectionsPage })),
  ...[paths.crystals, paths.crystals.category, paths.crystals.subcategory, paths.crystals.subsubcategory].map(
    (route) => ({ path: route.path, Page: CrystalsPage }),
  ),
  ...[paths.accessories, paths.accessories.category, paths.accessories.subcategory, paths.accessories.subsubcategory].map(
    (route) => ({ path: route.path, Page: AccessoriesPage }),
  ),
  ...[paths.fabrics, paths.fabrics.fabric, paths.fabrics.subfabric, paths.fabrics.subsubfabric].map((route) => ({
    path: route.path,
    Page: FabricsPage,
  })),
  ...[paths.browseByColor, paths.browseByColor.brand, paths.browseByColor.color].map((route) => ({
    path: route.path,
    Page: BrowseByColorPage,
  })),

  { path: paths.product.path, Page: page(() => import('@/features/product/pages/ProductPage'), ['product', 'cart']) },
  ...[paths.search, paths.search.results].map((route) => ({ path: route.path, Page: SearchResultsPage })),
  { path: paths.cart.path, Page: page(() => import('@/features/cart/pages/CartPage'), ['cart']) },
  { path: paths.cart.checkout.path, Page: checkout((module) => module.CheckoutRoute) },
  { path: paths.cart.checkoutSuccess.path, Page: checkout((module) => module.CheckoutSuccessRoute) },
  { path: paths.wishlist.path, Page: page(() => import('@/features/wishlist/pages/WishlistPage')) },
  { path: paths.giftCards.path, Page: page(() => import('@/features/giftcards/pages/GiftCardsPage'), ['giftcards']) },

  ...[paths.about.path, paths.faq.path, paths.faq.aliasPath, paths.payment.path, paths.privacyPolicy.path, paths.page.path].map(
    (path) => ({ path, Page: ContentPage }),
  ),
  { path: paths.contactUs.path, Page: page(() => import('@/features/content/pages/ContactPage'), ['content']) },

  // Sign-in, sign-up and forgotten passwords (namespace `auth`).
  { path: paths.account.authorization.path, Page: auth(() => import('@/features/account/pages/SignInPage')) },
  { path: paths.account.registration.path, Page: auth(() => import('@/features/account/pages/SignUpPage')) },
  { path: paths.forgotPassword.path, Page: auth(() => import('@/features/account/pages/ForgotPasswordPage')) },
  ...[paths.resetPassword, paths.resetPassword.withToken].map((route) => ({ path: route.path, Page: ResetPasswordPage })),

  // The signed-in shopper's account (namespace `account`); signed-out visitors are sent to sign in.
  { path: paths.account.path, Page: account(() => import('@/features/account/pages/AccountPage')) },
  { path: paths.account.page.path, Page: account(() => import('@/features/account/pages/AccountSubPage')) },
  { path: paths.account.addAddress.path, Page: account(() => import('@/features/account/pages/AddAddressPage')) },
  { path: paths.account.editAddress.path, Page: account(() => import('@/features/account/pages/EditAddressPage')) },
  // The links an e-mail change mails out: they work without a session, on any device.
  { path: paths.account.confirmEmail.path, Page: account(() => import('@/features/account/pages/ConfirmEmailPage')) },
  { path: paths.account.undoEmail.path, Page: account(() => import('@/features/account/pages/UndoEmailPage')) },
];

/**
 * Starts loading the page (its code and its words) of the URL the browser opened, alongside the app's own code:
 * main.tsx calls it before the first render, so the page does not wait for the shell to render first. The
 * storefront actions' route around every storefront page starts too: the page renders inside it, so waiting for the
 * render to reach it put its chunk and that chunk's imports, two round trips, in front of the page's first paint
 * (the cart's and the checkout's largest paint on Lighthouse's mobile preset).
 */
export function preloadPage(pathname: string): void {
  const routes: RouteObject[] = storefront.map(({ path, index }, id) =>
    index ? { index: true, id: String(id) } : { path, id: String(id) },
  );
  const tree: RouteObject[] = [{ path: paths.home.path, children: routes }];
  const matched = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  if (matched === undefined) return;
  ShopActionsRoute.preload();
  storefront[Number(matched)]?.Page.preload();
}

/**
 * Where the app starts for the URL the browser opened. The checkout of an empty cart sends the shopper to the cart
 * (CheckoutPage does, once its code, its words and a first render are in, and the cart page's code loads only
 * then); opened so from the address bar or a link, the app starts on the cart instead and never loads the checkout.
 * main.tsx asks before the router reads the address; within the app, CheckoutPage's own redirect applies.
 */
export function startPath(pathname: string): string {
  const emptyCheckout = matchPath(paths.cart.checkout.path, pathname) !== null && cartStore.get().length === 0;
  return emptyCheckout ? paths.cart.href() : pathname;
}

/**
 * The route tree: the layout around every page, the storefront actions around shop pages, 404 last. The admin
 * area has a frame of its own (no storefront header or footer) and its own routes under /admin-dash.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${paths.admin.path}/*`} element={<AdminRoute notFound={<NotFoundPage />} />} />
      <Route path={paths.home.path} element={<Layout />}>
        <Route element={<ShopActionsRoute />}>
          {storefront.map(({ path, index, Page }) =>
            index ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
          )}
        </Route>
        <Route path={paths.signIn.path} element={<Navigate to={paths.account.authorization.href()} replace />} />
        {/* Last: anything no other route matched. */}
        <Route path={paths.notFound.path} element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
