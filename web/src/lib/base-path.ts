/** The app's path prefix without the trailing slash: `/portal` in a build (vite.config.ts `base`). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
