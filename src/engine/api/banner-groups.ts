// The banner groups of the announcements answer, apart from its TypeBox schemas: the home page reads the group name
// at first render, and importing it from announcements.ts would bring TypeBox's runtime (11 kB gzip) with it.

/** The banner group the home page's carousel shows (the server preloads its first image in the page shell). */
export const HOME_BANNER_GROUP = 'w_home';
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_popup1', 'w_leftmenu'] as const;
