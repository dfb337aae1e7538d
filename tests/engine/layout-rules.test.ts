import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../../src/engine/feature-flags';
import { isRouteEnabled, layoutFor, ROUTES, type RouteDefinition } from '../../src/engine/layout-rules';

const byPath = (path: string): RouteDefinition => {
  const found = ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const allFlags = (on: boolean): FeatureFlags => ({
  usernameRegistration: on, mobileRegistration: on, smsRegisterVerification: on, mobileRegistrationWithPassword: on,
  freePlay: on, passwordExpiry: on, smsLogin: on, newIpVerification: on, passwordByMobile: on, passwordByEmail: on,
  consolidatedWallet: on, manualRebate: on, vip: on, missions: on, pointMall: on, referral: on, dividend: on,
  dailySalary: on, hourlySalary: on, realtimeSalary: on, socialTelegram: on, socialFacebook: on, socialGoogle: on,
});

describe('ROUTES', () => {
  it('[P2.1-1] [P2.1-2] [P2.1-3] [P2.1-5] [P2.1-6] [P2.1-7] [P2.1-8] [P2.1-9] [P2.1-10] [P2.1-13] lists every player-site route of the spec', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining([
      '/', '/index', '/index.html', '/home', '/login', '/register', '/forget', '/promotions', '/pointMall', '/member', '/help',
      '/down', '/announce', '/seamless', '/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp',
      '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/agent', '/agentHome',
    ]));
  });

  it('[P2.1-1] serves the home lobby from all four home paths', () => {
    expect(['/', '/index', '/index.html', '/home'].map((path) => byPath(path).page)).toEqual(['home', 'home', 'home', 'home']);
  });

  it('[M2-1] [M2-2] [M2-3] [M2-4] [M2-5] [M2-6] [M2-7] [M2-8] [M2-9] [M2-10] [M2-11] [M2-12] [M2-13] [M2-14] [M2-15] [M2-16] [M2-17] has every member-centre page under /member, each needing login', () => {
    const names = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
      'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate', 'playerRank', 'profile'];
    for (const name of names) expect(byPath(`/member/${name}`).requiresLogin).toBe(true);
    expect(ROUTES.filter((route) => route.path.startsWith('/member/'))).toHaveLength(names.length);
  });

  it('[M2-19] [M2-20] [M2-21] [M2-22] [M2-23] [M2-24] [M2-25] [M2-26] [M2-27] [M2-32] has every agent page under /agentHome, owned by the agent centre or money', () => {
    const names = ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'personalHistoryCopy',
      'palStatementsAgentCopy', 'agentRevenueReport', 'agentDownlineTransactionDetailsCopy', 'depositv2', 'withdraw', 'messageV2', 'customerService'];
    for (const name of names) {
      const route = byPath(`/agentHome/${name}`);
      expect(route.requiresLogin).toBe(true);
      expect(['agent-centre', 'money']).toContain(route.ownerIssue);
    }
  });

  it('[P2.1-4] [P2.1-11] [P2.1-12] [M2-18] requires login for the points mall, favourites, recent and the lottery lobbies only among player pages', () => {
    const loginOnly = ROUTES.filter((route) => route.requiresLogin && !route.path.startsWith('/member/') && !route.path.startsWith('/agentHome'));
    expect(loginOnly.map((route) => route.path).sort()).toEqual(
      ['/favorite', '/lottery', '/member', '/pointMall', '/recent', '/seaLottery', '/seamless', '/vnLottery'].sort(),
    );
    expect(byPath('/promotions').requiresLogin).toBe(false);
    expect(byPath('/agent').requiresLogin).toBe(false);
  });

  it('[M2-15] [M2-16] [M2-28] [M2-29] [M2-30] [M2-31] [M6-5] [M6-6] gates rebate, VIP, dividend and the three salary pages by their flags', () => {
    expect(byPath('/member/manualRebate').flag).toBe('manualRebate');
    expect(byPath('/member/playerRank').flag).toBe('vip');
    expect(byPath('/agentHome/agentDividendRecordCopy2').flag).toBe('dividend');
    expect(byPath('/agentHome/agentDailyWages2').flag).toBe('dailySalary');
    expect(byPath('/agentHome/agentHourSalary').flag).toBe('hourlySalary');
    expect(byPath('/agentHome/agentRealtimeSalary').flag).toBe('realtimeSalary');
  });

  it('has unique paths, and a page id shared only by the home aliases', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    const pages = ROUTES.map((route) => route.page).filter((page) => page !== 'home');
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('isRouteEnabled', () => {
  it('[M2-15] [M2-16] [M6-6] hides manual rebate and VIP when their switches are off and keeps ungated pages', () => {
    const flags = { ...allFlags(true), manualRebate: false, vip: false };
    expect(isRouteEnabled(byPath('/member/manualRebate'), flags)).toBe(false);
    expect(isRouteEnabled(byPath('/member/playerRank'), flags)).toBe(false);
    expect(isRouteEnabled(byPath('/member/depositv2'), allFlags(false))).toBe(true);
  });

  it('[M6-5] opens each salary page only with its own contract feature', () => {
    const flags = { ...allFlags(false), hourlySalary: true };
    const enabled = ROUTES.filter((route) => route.path.startsWith('/agentHome/') && route.flag && isRouteEnabled(route, flags));
    expect(enabled.map((route) => route.path)).toEqual(['/agentHome/agentHourSalary']);
  });
});

describe('layoutFor', () => {
  it('[P2.1-14] gives most pages a header, a footer and the side menu', () => {
    for (const path of ['/', '/promotions', '/rng', '/member/depositv2', '/help']) {
      expect(layoutFor(path)).toEqual({ header: true, footer: true, sideMenu: true, agentLayout: false });
    }
  });

  it('[P2.1-14] drops the footer on the lottery pages and the seamless page', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/seamless']) expect(layoutFor(path).footer).toBe(false);
  });

  it('[P2.1-14] hides the side menu on game pages, whatever the case of the path', () => {
    for (const path of ['/seamless', '/vnlottery', '/seaLottery', '/SEALOTTERY', '/lottery', '/vnLottery/']) {
      expect(layoutFor(path).sideMenu).toBe(false);
      expect(layoutFor(path).header).toBe(true);
    }
    expect(layoutFor('/lott').sideMenu).toBe(true);
  });

  it('[P2.1-13] [M2-19] uses the agent layout without the standard header on /agent, /agentHome and agent pages', () => {
    for (const path of ['/agent', '/agentHome', '/agentHome/agentTeamOverview', '/agenthome/']) {
      expect(layoutFor(path)).toEqual({ header: false, footer: false, sideMenu: false, agentLayout: true });
    }
    expect(layoutFor('/agents').agentLayout).toBe(false);
  });
});
