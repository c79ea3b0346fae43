/** Content hash of every ui/locales file, injected by ui/build.mjs (cache-busts /locales/*.json). */
declare const __LOCALES_VERSION__: string;

/** URL of the admin area's own stylesheet (ui/src/styles/admin-entry.css), injected by ui/build.mjs; '' in tests. */
declare const __ADMIN_STYLESHEET__: string;

/** Stylesheets are bundled by esbuild; importing one only adds it to the page. */
declare module '*.css';
