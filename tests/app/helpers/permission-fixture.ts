// A merchant's permission data for the shell's tests: every feature on, three languages, customer-service paths
// encrypted the way the server does (AES-GCM, base64 of iv followed by ciphertext and tag).
import type { PermissionData } from '../../../src/engine/permission-data';
import { VERSION_1_LOOK } from '../../../src/engine/theme-migration';

export const CS_KEY = new Uint8Array(32).map((_, i) => i + 1);

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export async function encryptPath(path: string, key: Uint8Array<ArrayBuffer> = CS_KEY): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);
  const iv = new Uint8Array(12).map((_, i) => 200 - i);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, new TextEncoder().encode(path)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64(out);
}

const on = (modId: string, childrenNodes?: PermissionData['whitelabel']) => (childrenNodes ? { modId, enabled: true, childrenNodes } : { modId, enabled: true });

export async function permissionFixture(overrides: Partial<PermissionData> = {}): Promise<PermissionData> {
  return {
    merchant: {
      code: 'demo',
      name: 'Test Casino',
      currency: { code: 'USD', symbol: '$', minorUnits: 2 },
      languages: ['km', 'en', 'zh'],
      defaultLanguage: 'km',
      timezone: 'Asia/Phnom_Penh',
      defaultPalette: 'dark',
      phoneNavigation: 'strip',
      mainDomain: 'demo.example.com',
      analyticsId: '',
    },
    theme: {
      code: 'aurora',
      name: 'Aurora',
      logo: { dark: '/themes/aurora/logo-dark.svg', light: '/themes/aurora/logo-light.svg', width: 160, height: 40 },
      ...structuredClone(VERSION_1_LOOK),
      typography: { families: { body: 'inter', heading: 'inter' }, ...structuredClone(VERSION_1_LOOK.typography) },
      radius: { small: 6, medium: 10, large: 16 },
      palettes: {
        dark: { background: '#0b1020', surface: '#151b2e', surfaceRaised: '#1d2540', text: '#eef1f8', textMuted: '#a9b1c7', border: '#2c3554', primary: '#f5b83d', onPrimary: '#1a1200', accent: '#5b8cff', onAccent: '#0b1020', danger: '#ff7a7a', success: '#4cd69b', warning: '#ffcc55', focus: '#8fb3ff', header: '#0f152a', onHeader: '#eef1f8' },
        light: { background: '#f5f7fb', surface: '#ffffff', surfaceRaised: '#ffffff', text: '#141a2e', textMuted: '#4f5874', border: '#d5dae6', primary: '#9a5b00', onPrimary: '#ffffff', accent: '#2f5bd3', onAccent: '#ffffff', danger: '#c0262d', success: '#137a4b', warning: '#8a5a00', focus: '#2f5bd3', header: '#141a2e', onHeader: '#ffffff' },
      },
    },
    status: 0,
    maintenance: false,
    regionRestriction: false,
    maintenanceInfo: { endsAt: null, info: null },
    location: { ip: '198.51.100.23', country: 'KH' },
    whitelabel: [
      on('REGISTER', [on('USERNAMEREG'), on('MOBILEREG')]),
      on('LOGIN', [on('SMSLOGIN'), on('FREEPLAY')]),
      on('REBATE', [on('MANPLAYREB3')]),
      on('VIP'),
      on('MISSIONS'),
      on('POINTMALL'),
      on('REFERRAL'),
    ],
    registerFieldRules: {},
    customerService: [
      { csType: 'LIVECHAT', csPosition: 'LIVECHAT-1', title: { en: 'Live chat', km: 'ជជែកផ្ទាល់', zh: '在线客服' }, path: await encryptPath('https://chat.example.com/room') },
      { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1', title: { en: 'Telegram support', km: 'ជំនួយតាម Telegram', zh: 'Telegram 客服' }, path: await encryptPath('https://t.me/support') },
    ],
    customerServiceKey: toBase64(CS_KEY),
    resources: { 'social-telegram': { resourceType: 'SOCIAL', labelNameEn: 'Telegram', url: 'https://t.me/news' } },
    imageCDNs: [],
    launchGameCDNs: [],
    merchantWallet: { isSingle: false },
    contract: { divtypereq: true, dailysalreqtype: true, contracthoursalreq: false, realtimesalreqtype: false },
    socialSignIn: { telegram: null, facebook: null, google: null },
    vendors: { RNG: ['PG', 'JILI'], LIVE: ['EVO'], SPORTS: ['SBO', 'IMES'], LOTT: ['LOTT'], FISH: [] },
    encryptionPublicKey: '',
    ...overrides,
  };
}
