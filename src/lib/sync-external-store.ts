// React 18+ has useSyncExternalStore; react-i18next still imports the shim package for React 16 and 17, whose
// production build (0.4 KiB gzip in the entry) only forwards to it. vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
