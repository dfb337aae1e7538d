// The whitelabel modIds the engine reads (docs/team-contracts.md), as a tree with what each one turns on.
// One source for the version-0 migration (which rebuilds the tree from flat switches) and the config reference.

export interface CatalogueNode {
  modId: string;
  turnsOn: string;
  children?: CatalogueNode[];
}

export const whitelabelCatalogue: CatalogueNode[] = [
  {
    modId: 'REGISTER',
    turnsOn: 'Registration: the register button in the header, the /register popup and the register link of the login form.',
    children: [
      { modId: 'USERNAMEREG', turnsOn: 'Registration by username and password.' },
      {
        modId: 'MOBILEREG',
        turnsOn: 'Registration by mobile number (the default method when on); the username becomes the mobile number.',
        children: [
          { modId: 'SMSREGVERIFY', turnsOn: 'An SMS verification code (send button with countdown) on mobile registration.' },
          { modId: 'MOBILEREGPWD', turnsOn: 'Mobile registration with a password (with registerSettings.mobilePasswordAllowed).' },
        ],
      },
    ],
  },
  {
    modId: 'LOGIN',
    turnsOn: 'The login features below; the username login form itself is always there.',
    children: [
      { modId: 'SMSLOGIN', turnsOn: 'Verification-code login by mobile: the username / SMS switch on the login form.' },
      { modId: 'FREEPLAY', turnsOn: 'Free play: a trial account (type 4) that can try games but not play for real.' },
      { modId: 'PWDEXPIRY', turnsOn: 'Forced password change when the password has expired (passwordPolicy.expiryDays).' },
      { modId: 'NEWIPVERIFY', turnsOn: 'Extra verification when a member logs in from an unregistered IP.' },
    ],
  },
  {
    modId: 'PASSWORD',
    turnsOn: 'Password recovery: the forgot-password link and the /forget popup.',
    children: [
      { modId: 'PWDBYMOBILE', turnsOn: 'Password reset by mobile verification code (chosen first when on).' },
      { modId: 'PWDBYEMAIL', turnsOn: 'Password reset by e-mail; with both on, the form offers a method selector.' },
    ],
  },
  {
    modId: 'WALLET',
    turnsOn: 'The wallet features below.',
    children: [{ modId: 'AGENTPOLICY3', turnsOn: 'Consolidated wallet (the consolidated flag of the client state).' }],
  },
  {
    modId: 'REBATE',
    turnsOn: 'Rebate.',
    children: [{ modId: 'MANPLAYREB3', turnsOn: 'Manual rebate: the rebate entry of the side menu and footer.' }],
  },
  { modId: 'VIP', turnsOn: 'VIP ranks: the VIP entry of the side menu and footer, the VIP label in the header.' },
  { modId: 'MISSIONS', turnsOn: 'Missions: the side-menu and footer entries and the unread badge.' },
  { modId: 'POINTMALL', turnsOn: 'The points mall at /pointMall (login required).' },
  { modId: 'REFERRAL', turnsOn: 'Invite friends: the side-menu entry and the referral code on registration.' },
];

/** Every catalogue node with its ancestors' modIds, depth first, in catalogue order. */
export function catalogueEntries(nodes: CatalogueNode[] = whitelabelCatalogue, ancestors: string[] = []): { node: CatalogueNode; ancestors: string[] }[] {
  return nodes.flatMap((node) => [{ node, ancestors }, ...catalogueEntries(node.children ?? [], [...ancestors, node.modId])]);
}
