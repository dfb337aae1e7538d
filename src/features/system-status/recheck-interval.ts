// How often the site asks GET /wps/system/status whether it is still open. Its own module so the app shell can wait
// this long before it loads the machine at all.
export const STATUS_RECHECK_INTERVAL_MS = 60_000;
