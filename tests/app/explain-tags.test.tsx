// @vitest-environment jsdom
// The preview console's explain mode reads data-explain tags from the site it frames (docs/preview.md): the login
// popup names the flags and providers that made its parts appear, and nothing is tagged that is not shown.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAuthModal } from '../../src/lib/auth-modal';
import { permissionFixture } from './helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

const tagsIn = (root: Element) => [...root.querySelectorAll('[data-explain]')].map((e) => e.getAttribute('data-explain'));

describe('explain tags of the login popup', () => {
  it('names SMSLOGIN, FREEPLAY and each social provider shown', async () => {
    const permission = await permissionFixture({ socialSignIn: { telegram: { clientId: 'bot' }, facebook: null, google: { clientId: 'g' } } });
    await renderApp({ deviceLanguages: ['en'], permission });
    openAuthModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(tagsIn(dialog)).toEqual(expect.arrayContaining(['flag:SMSLOGIN', 'flag:FREEPLAY', 'social:telegram', 'social:google']));
    expect(tagsIn(dialog)).not.toContain('social:facebook');
  });

  it('tags nothing the merchant has off', async () => {
    const permission = await permissionFixture({ whitelabel: [{ modId: 'LOGIN', enabled: true, childrenNodes: [{ modId: 'SMSLOGIN', enabled: false }, { modId: 'FREEPLAY', enabled: false }] }] });
    await renderApp({ deviceLanguages: ['en'], permission });
    openAuthModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(tagsIn(dialog).filter((tag) => tag?.startsWith('flag:') || tag?.startsWith('social:'))).toEqual([]);
  });
});
