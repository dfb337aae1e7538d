// What an account machine (login, registration, forgot password) does to the session and the page once it is through:
// keep the token, load member info, close the popup, go to a page. Declared once here as placeholders; the forms
// provide them all at once with sessionStepsOf(effects) (hooks/use-session-effects.ts).
import { providedLater } from './provided-later';

export const sessionActors = { loadMemberInfo: providedLater<unknown>('loadMemberInfo') };

export const sessionActions = {
  /** passwordChangeOnly: a token for login's forced password change alone, not a member session yet. */
  storeToken: (_: unknown, _params: { token: string; passwordChangeOnly?: boolean }) => {},
  close: () => {},
  navigate: (_: unknown, _params: { to: string }) => {},
};
