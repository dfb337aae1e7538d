// Lottery games, prize modes and draws. The lottery vendors' games are a fixed list (real lotteries have real
// names), and draws are computed from the game code, the period and the secret draw key, so every server node shows the same numbers.
import { createDrawRandom } from './draw-random.js';

/** The spec's lottery image sets (9) plus the Vietnamese and South-East Asian 4D draws of TCG. */
export const lotteryGroups = ['SSC', '11X5', 'PK10', 'LF', 'LHC', 'VN', 'SEA'] as const;
export type LotteryGroup = (typeof lotteryGroups)[number];

export const lotteryGroupNames: Record<LotteryGroup, { en: string; zh: string; km: string }> = {
  SSC: { en: 'Time Lottery', zh: '时时彩', km: 'ឆ្នោតតាមម៉ោង' },
  '11X5': { en: '11 Pick 5', zh: '11选5', km: 'ជ្រើស ៥ ពី ១១' },
  PK10: { en: 'PK10 Racing', zh: 'PK10', km: 'PK10' },
  LF: { en: 'Fast 3', zh: '快3', km: 'ឡុកឡាក់ ៣' },
  LHC: { en: 'Mark Six', zh: '六合彩', km: 'Mark Six' },
  VN: { en: 'Vietnam Lottery', zh: '越南彩', km: 'ឆ្នោតវៀតណាម' },
  SEA: { en: '4D Lottery', zh: '4D彩票', km: 'ឆ្នោត 4D' },
};

export interface LotteryGameDefinition {
  vassalage: string;
  gameCode: string;
  group: LotteryGroup;
  /** Seconds between draws. */
  drawSeconds: number;
  names: { en: string; zh: string; km: string };
}

const day = 86_400;
const entry = (vassalage: string, gameCode: string, group: LotteryGroup, drawSeconds: number, en: string, zh = en, km = en): LotteryGameDefinition =>
  ({ vassalage, gameCode, group, drawSeconds, names: { en, zh, km } });

const speedVariants: readonly [string, number, string][] = [['1M', 60, '1-min'], ['3M', 180, '3-min'], ['5M', 300, '5-min']];

const vnProvinces: readonly [string, string][] = [
  ['HN', 'Ha Noi'], ['HCM', 'Ho Chi Minh City'], ['DT', 'Dong Thap'], ['CM', 'Ca Mau'], ['BTR', 'Ben Tre'], ['VT', 'Vung Tau'],
  ['BL', 'Bac Lieu'], ['DN', 'Dong Nai'], ['CT', 'Can Tho'], ['ST', 'Soc Trang'], ['TN', 'Tay Ninh'], ['AG', 'An Giang'],
  ['BTH', 'Binh Thuan'], ['VL', 'Vinh Long'], ['BD', 'Binh Duong'], ['TV', 'Tra Vinh'], ['LA', 'Long An'], ['BP', 'Binh Phuoc'],
  ['HG', 'Hau Giang'], ['TG', 'Tien Giang'], ['KG', 'Kien Giang'], ['DL', 'Da Lat'], ['DNG', 'Da Nang'], ['KH', 'Khanh Hoa'],
  ['PY', 'Phu Yen'], ['TTH', 'Thua Thien Hue'], ['DLK', 'Dak Lak'], ['QNM', 'Quang Nam'], ['BDH', 'Binh Dinh'], ['QT', 'Quang Tri'],
  ['QB', 'Quang Binh'], ['GL', 'Gia Lai'], ['NT', 'Ninh Thuan'], ['QNG', 'Quang Ngai'], ['DNO', 'Dak Nong'], ['KT', 'Kon Tum'],
];

export const lotteryGameDefinitions: readonly LotteryGameDefinition[] = [
  entry('LOTT', 'CQSSC', 'SSC', 1200, 'Chongqing Time Lottery', '重庆时时彩'),
  entry('LOTT', 'TJSSC', 'SSC', 1200, 'Tianjin Time Lottery', '天津时时彩'),
  entry('LOTT', 'XJSSC', 'SSC', 1200, 'Xinjiang Time Lottery', '新疆时时彩'),
  entry('LOTT', 'HLJSSC', 'SSC', 1200, 'Heilongjiang Time Lottery', '黑龙江时时彩'),
  entry('LOTT', 'GD11X5', '11X5', 1200, 'Guangdong 11 Pick 5', '广东11选5'),
  entry('LOTT', 'SD11X5', '11X5', 1200, 'Shandong 11 Pick 5', '山东11选5'),
  entry('LOTT', 'JX11X5', '11X5', 1200, 'Jiangxi 11 Pick 5', '江西11选5'),
  entry('LOTT', 'SH11X5', '11X5', 1200, 'Shanghai 11 Pick 5', '上海11选5'),
  entry('LOTT', 'AH11X5', '11X5', 1200, 'Anhui 11 Pick 5', '安徽11选5'),
  entry('LOTT', 'BJPK10', 'PK10', 1200, 'Beijing PK10', '北京PK10'),
  entry('LOTT', 'XYFT', 'PK10', 300, 'Lucky Airship', '幸运飞艇'),
  entry('LOTT', 'HK6', 'LHC', 2 * day, 'Hong Kong Mark Six', '香港六合彩'),
  entry('LOTT', 'JSK3', 'LF', 1200, 'Jiangsu Fast 3', '江苏快3'),
  entry('LOTT', 'AHK3', 'LF', 1200, 'Anhui Fast 3', '安徽快3'),
  entry('LOTT', 'HBK3', 'LF', 1200, 'Hubei Fast 3', '湖北快3'),
  entry('LOTT', 'JLK3', 'LF', 1200, 'Jilin Fast 3', '吉林快3'),
  ...(['SSC', '11X5', 'PK10', 'LF'] as const).flatMap((group) =>
    speedVariants.map(([code, seconds, label]) =>
      entry('ELOTT', `${group}_${code}`, group, seconds, `${label} ${lotteryGroupNames[group].en}`, `${seconds / 60}分${lotteryGroupNames[group].zh}`))),
  entry('ELOTT', 'LHC_5M', 'LHC', 300, '5-min Mark Six', '5分六合彩'),
  entry('TCG_SEA', 'TH_GLO', 'SEA', 15 * day, 'Thai Government Lottery', '泰国政府彩票', 'ឆ្នោតរដ្ឋាភិបាលថៃ'),
  entry('TCG_SEA', 'LA_LOTTO', 'SEA', day, 'Lao Lottery', '老挝彩票', 'ឆ្នោតឡាវ'),
  entry('TCG_SEA', 'KH_LOTTO', 'SEA', day, 'Cambodia Lottery', '柬埔寨彩票', 'ឆ្នោតកម្ពុជា'),
  entry('TCG_SEA', 'MY_MAGNUM', 'SEA', 2 * day, 'Magnum 4D', '万能4D'),
  entry('TCG_SEA', 'MY_DAMACAI', 'SEA', 2 * day, 'Da Ma Cai 4D', '大马彩4D'),
  entry('TCG_SEA', 'MY_TOTO', 'SEA', 2 * day, 'Sports Toto 4D', '多多4D'),
  entry('TCG_SEA', 'SG_4D', 'SEA', 2 * day, 'Singapore 4D', '新加坡4D'),
  entry('TCG_SEA', 'SB_88', 'SEA', 2 * day, 'Sabah 88 4D', '沙巴88 4D'),
  entry('TCG_SEA', 'SDK_4D', 'SEA', 2 * day, 'Sandakan 4D', '山打根4D'),
  entry('TCG_SEA', 'SEA_4D_1M', 'SEA', 60, '1-min 4D', '1分4D'),
  entry('TCG_SEA', 'SEA_4D_5M', 'SEA', 300, '5-min 4D', '5分4D'),
  ...vnProvinces.map(([code, name]) => entry('TCG_LOTTO_VN', `VN_${code}`, 'VN', day, `${name} Lottery`, `越南彩·${name}`, `ឆ្នោត ${name}`)),
  entry('TCG_LOTTO_VN', 'VN_SPEED_45S', 'VN', 45, 'Vietnam Speed 45s', '越南极速45秒'),
  entry('TCG_LOTTO_VN', 'VN_SPEED_75S', 'VN', 75, 'Vietnam Speed 75s', '越南极速75秒'),
  entry('TCG_LOTTO_VN', 'VN_SPEED_2M', 'VN', 120, 'Vietnam Speed 2 min', '越南极速2分'),
];

/** Prize modes seen in the spec (4.6): which lottery vendors each lottery menu lists. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** ZY (self-run draws) lists the traditional lottery like LOTT; the spec names the mode but not its vendors. */
export const prizeModeVendors: Record<PrizeMode, readonly string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  SEA: ['TCG_SEA'],
};

export interface Draw {
  issue: string;
  numbers: string[];
  openedAt: string;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function drawNumbers(group: LotteryGroup, drawKey: string, label: string): string[] {
  const prng = createDrawRandom(drawKey, label);
  const distinct = (count: number, max: number): number[] => {
    const pool = Array.from({ length: max }, (_, i) => i + 1);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = prng.int(0, i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  switch (group) {
    case 'SSC': return Array.from({ length: 5 }, () => String(prng.int(0, 9)));
    case '11X5': return distinct(5, 11).map((n) => pad(n, 2));
    case 'PK10': return distinct(10, 10).map((n) => pad(n, 2));
    case 'LF': return Array.from({ length: 3 }, () => String(prng.int(1, 6)));
    case 'LHC': return distinct(7, 49).map((n) => pad(n, 2));
    case 'VN': return [pad(prng.int(0, 999_999), 6), pad(prng.int(0, 99_999), 5)];
    case 'SEA': return Array.from({ length: 3 }, () => pad(prng.int(0, 9999), 4));
  }
}

/**
 * The issue drawn at the end of period `period` (its draw is at period × drawSeconds): the UTC date and the draw's
 * number within the day (or the date alone for daily and slower draws), as lottery issues are usually written.
 */
export function drawIssue(game: Pick<LotteryGameDefinition, 'drawSeconds'>, period: number): { issue: string; openedAt: Date } {
  const openedAt = new Date(period * game.drawSeconds * 1000);
  const date = openedAt.toISOString().slice(0, 10).replaceAll('-', '');
  const sinceMidnight = Math.floor((openedAt.getTime() / 1000) % day);
  const issue = game.drawSeconds >= day ? date : `${date}${pad(Math.floor(sinceMidnight / game.drawSeconds) + 1, 4)}`;
  return { issue, openedAt };
}

/**
 * The last `count` closed draws of a game at `now`, newest first, drawn under the platform's secret `drawKey`
 * (LOTTERY_DRAW_KEY): without it nobody can work out a draw before it is made.
 */
export function openedDraws(game: Pick<LotteryGameDefinition, 'gameCode' | 'group' | 'drawSeconds'>, now: Date, count: number, drawKey: string): Draw[] {
  const seconds = Math.floor(now.getTime() / 1000);
  const lastClosed = Math.floor(seconds / game.drawSeconds);
  const draws: Draw[] = [];
  for (let period = lastClosed; period > lastClosed - count && period >= 0; period--) {
    const { issue, openedAt } = drawIssue(game, period);
    draws.push({ issue, numbers: drawNumbers(game.group, drawKey, `${game.gameCode}:${period}`), openedAt: openedAt.toISOString() });
  }
  return draws;
}
