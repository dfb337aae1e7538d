// Feature flags of a merchant, read from the whitelabel tree, the contract switches and the social sign-in block.
import type { PermissionData, WhitelabelNode } from './permission-data';

/** The whitelabel modIds the engine reads (docs/team-contracts.md), keyed by what they turn on. */
export const MOD_IDS = {
  register: 'REGISTER',
  usernameRegistration: 'USERNAMEREG',
  mobileRegistration: 'MOBILEREG',
  smsRegisterVerification: 'SMSREGVERIFY',
  mobileRegistrationWithPassword: 'MOBILEREGPWD',
  login: 'LOGIN',
  smsLogin: 'SMSLOGIN',
  freePlay: 'FREEPLAY',
  passwordExpiry: 'PWDEXPIRY',
  newIpVerification: 'NEWIPVERIFY',
  password: 'PASSWORD',
  passwordByMobile: 'PWDBYMOBILE',
  passwordByEmail: 'PWDBYEMAIL',
  wallet: 'WALLET',
  consolidatedWallet: 'AGENTPOLICY3',
  rebate: 'REBATE',
  manualRebate: 'MANPLAYREB3',
  vip: 'VIP',
  missions: 'MISSIONS',
  pointMall: 'POINTMALL',
  referral: 'REFERRAL',
} as const;

export interface FeatureFlags {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsRegisterVerification: boolean;
  mobileRegistrationWithPassword: boolean;
  freePlay: boolean;
  passwordExpiry: boolean;
  smsLogin: boolean;
  newIpVerification: boolean;
  passwordByMobile: boolean;
  passwordByEmail: boolean;
  consolidatedWallet: boolean;
  manualRebate: boolean;
  vip: boolean;
  missions: boolean;
  pointMall: boolean;
  referral: boolean;
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
  socialTelegram: boolean;
  socialFacebook: boolean;
  socialGoogle: boolean;
}

/** The flags that come from the whitelabel tree, each named like its MOD_IDS entry. */
const TREE_FLAGS = [
  'usernameRegistration',
  'mobileRegistration',
  'smsRegisterVerification',
  'mobileRegistrationWithPassword',
  'freePlay',
  'passwordExpiry',
  'smsLogin',
  'newIpVerification',
  'passwordByMobile',
  'passwordByEmail',
  'consolidatedWallet',
  'manualRebate',
  'vip',
  'missions',
  'pointMall',
  'referral',
] as const satisfies readonly (keyof FeatureFlags & keyof typeof MOD_IDS)[];

/** The modIds that are on: a node counts only when it and every ancestor are enabled. */
function enabledModIds(tree: readonly WhitelabelNode[]): Set<string> {
  const on = new Set<string>();
  const visit = (nodes: readonly WhitelabelNode[]): void => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      on.add(node.modId);
      visit(node.childrenNodes ?? []);
    }
  };
  visit(tree);
  return on;
}

/** Whether a module is on: present in the tree, enabled, and under enabled ancestors only. Absent means off. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  return enabledModIds(tree).has(modId);
}

export function featureFlagsFrom(data: Pick<PermissionData, 'whitelabel' | 'contract' | 'socialSignIn'>): FeatureFlags {
  const on = enabledModIds(data.whitelabel);
  const fromTree = Object.fromEntries(TREE_FLAGS.map((flag) => [flag, on.has(MOD_IDS[flag])])) as Record<(typeof TREE_FLAGS)[number], boolean>;
  return {
    ...fromTree,
    dividend: data.contract.divtypereq,
    dailySalary: data.contract.dailysalreqtype,
    hourlySalary: data.contract.contracthoursalreq,
    realtimeSalary: data.contract.realtimesalreqtype,
    socialTelegram: data.socialSignIn.telegram !== null,
    socialFacebook: data.socialSignIn.facebook !== null,
    socialGoogle: data.socialSignIn.google !== null,
  };
}
