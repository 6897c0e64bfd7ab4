/**
 * Every URL of the web app, written once. Components link with
 * `paths.x.build(...)`; the router matches `paths.x.pattern`. The route table
 * of spec section 2 grows here (issue 3); the server learns the same table so
 * unknown paths get a 404.
 */
export const paths = {
  home: {
    pattern: '/',
    build: () => '/',
  },
} as const;

/** Served by the server next to the app: the running build's version. */
export const VERSION_FILE_URL = '/version.json';
