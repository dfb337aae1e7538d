import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureFlagsFrom, isModuleEnabled, MOD_IDS } from '../../src/engine/feature-flags';
import type { PermissionData, WhitelabelNode } from '../../src/engine/permission-data';

type FlagInput = Pick<PermissionData, 'whitelabel' | 'contract' | 'socialSignIn'>;

const noContract = { divtypereq: false, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false };
const noSocial = { telegram: null, facebook: null, google: null };

function input(whitelabel: WhitelabelNode[], overrides: Partial<FlagInput> = {}): FlagInput {
  return { whitelabel, contract: noContract, socialSignIn: noSocial, ...overrides };
}

const registerTree = (registerOn: boolean, mobileOn: boolean, smsOn: boolean): WhitelabelNode[] => [
  {
    modId: 'REGISTER',
    enabled: registerOn,
    childrenNodes: [
      { modId: 'USERNAMEREG', enabled: true },
      { modId: 'MOBILEREG', enabled: mobileOn, childrenNodes: [{ modId: 'SMSREGVERIFY', enabled: smsOn }] },
    ],
  },
];

describe('isModuleEnabled', () => {
  it('[P3-21] turns a node on only when it and every ancestor are enabled', () => {
    expect(isModuleEnabled(registerTree(true, true, true), 'SMSREGVERIFY')).toBe(true);
    expect(isModuleEnabled(registerTree(true, false, true), 'SMSREGVERIFY')).toBe(false);
    expect(isModuleEnabled(registerTree(false, true, true), 'SMSREGVERIFY')).toBe(false);
    expect(isModuleEnabled(registerTree(false, true, true), 'USERNAMEREG')).toBe(false);
    expect(isModuleEnabled(registerTree(true, true, false), 'SMSREGVERIFY')).toBe(false);
  });

  it('[P3-21] treats a module absent from the tree as off', () => {
    expect(isModuleEnabled(registerTree(true, true, true), 'VIP')).toBe(false);
    expect(isModuleEnabled([], 'REGISTER')).toBe(false);
  });
});

describe('featureFlagsFrom', () => {
  it('[P3-22] reads every whitelabel flag of the demo merchant, which turns everything on but new-IP verification', () => {
    const demo = JSON.parse(readFileSync(new URL('../../merchants/demo/merchant.json', import.meta.url), 'utf8')) as { whitelabel: WhitelabelNode[] };
    const flags = featureFlagsFrom(input(demo.whitelabel));
    expect(flags).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: true,
      smsRegisterVerification: true,
      mobileRegistrationWithPassword: true,
      freePlay: true,
      passwordExpiry: true,
      smsLogin: true,
      newIpVerification: false,
      passwordByMobile: true,
      passwordByEmail: true,
      consolidatedWallet: true,
      manualRebate: true,
      vip: true,
      missions: true,
      pointMall: true,
      referral: true,
    });
  });

  it('[P3-22] [M3-4] keeps manual rebate off when its REBATE parent is off, as the basic merchant configures', () => {
    const basic = JSON.parse(readFileSync(new URL('../../merchants/basic/merchant.json', import.meta.url), 'utf8')) as { whitelabel: WhitelabelNode[] };
    const flags = featureFlagsFrom(input(basic.whitelabel));
    expect(flags.manualRebate).toBe(false);
    expect(flags.consolidatedWallet).toBe(false);
    expect(flags.vip).toBe(false);
    expect(flags.usernameRegistration).toBe(true);
    expect(flags.passwordByEmail).toBe(true);
    expect(flags.newIpVerification).toBe(false);
  });

  it('[P3-22] [M3-4] maps AGENTPOLICY3 to the consolidated wallet and MANPLAYREB3 to manual rebate', () => {
    const tree: WhitelabelNode[] = [
      { modId: MOD_IDS.wallet, enabled: true, childrenNodes: [{ modId: 'AGENTPOLICY3', enabled: true }] },
      { modId: MOD_IDS.rebate, enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: false }] },
    ];
    const flags = featureFlagsFrom(input(tree));
    expect(flags.consolidatedWallet).toBe(true);
    expect(flags.manualRebate).toBe(false);
  });

  it('[P3-23] [M3-5] [M6-5] takes the dividend and salary features from the contract switches', () => {
    const flags = featureFlagsFrom(
      input([], { contract: { divtypereq: true, dailysalreqtype: false, contracthoursalreq: true, realtimesalreqtype: false } }),
    );
    expect([flags.dividend, flags.dailySalary, flags.hourlySalary, flags.realtimeSalary]).toEqual([true, false, true, false]);
  });

  it('[P6-6] shows a social sign-in provider only when the permission data carries it', () => {
    const flags = featureFlagsFrom(input([], { socialSignIn: { telegram: { clientId: 'bot' }, facebook: null, google: { clientId: 'g' } } }));
    expect([flags.socialTelegram, flags.socialFacebook, flags.socialGoogle]).toEqual([true, false, true]);
  });

  it('[P3-22] turns every flag off for an empty configuration', () => {
    expect(Object.values(featureFlagsFrom(input([]))).every((on) => on === false)).toBe(true);
  });
});
