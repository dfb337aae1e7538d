// One word per action across the site, in every language: the header's Register opens a dialog of the same name, and
// Log in pairs with Log out (a new user met "Register" opening "Sign up" and "Log in" beside "Sign out").
import { describe, expect, it } from 'vitest';
import { namespaceTexts } from '../helpers/locale-texts';

const common = namespaceTexts('common');
const auth = namespaceTexts('auth');
const memberCentre = namespaceTexts('member-centre');
const LANGUAGES = ['km', 'en', 'zh'] as const;

/** Where each action is named: the header's and menus' buttons, the dialog's title and its submit button. */
const ACTIONS = {
  logIn: [common, 'actions.login', auth, 'login.title', auth, 'login.submit', auth, 'register.toLogin'],
  register: [common, 'actions.register', auth, 'login.register', auth, 'register.title', auth, 'register.submit'],
  logOut: [common, 'actions.signOut', memberCentre, 'avatar.signOut', auth, 'logout.title', auth, 'logout.confirm'],
} as const;

describe('action words', () => {
  for (const language of LANGUAGES) {
    for (const [action, places] of Object.entries(ACTIONS)) {
      it(`[P2.5-1] ${language}: ${action} is one word wherever it is named`, () => {
        const words = new Set<string | undefined>();
        for (let i = 0; i < places.length; i += 2) words.add((places[i] as typeof common)[language].get(places[i + 1] as string));
        expect([...words]).toHaveLength(1);
        expect([...words][0]).toBeTruthy();
      });
    }
  }

  it('[P2.11-2] says what the e-mail holds: a temporary password, not a link', () => {
    expect(auth.en.get('forgot.emailIntro')).toMatch(/temporary password/);
    expect(auth.en.get('errors.in_been_out')).toMatch(/temporary password/);
    expect(auth.zh.get('forgot.emailIntro')).toMatch(/临时密码/);
    expect(auth.km.get('forgot.emailIntro')).toMatch(/ពាក្យសម្ងាត់បណ្ដោះអាសន្ន/);
  });

  it('[P2.5-1] en never says sign in, sign up or sign out', () => {
    for (const texts of [common.en, auth.en, memberCentre.en, namespaceTexts('preview').en, namespaceTexts('promotions').en]) {
      for (const text of texts.values()) expect(text).not.toMatch(/\bsign(ed|ing)? (in|up|out)\b/i);
    }
  });
});
