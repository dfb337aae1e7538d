// Vocabulary and name builders for generated games, in English, Chinese and Khmer. Each word carries its own
// translations and the builders follow each language's word order (Khmer puts the modifier after the noun,
// Chinese before it), so generated names read as names rather than word salad. Where a word has no sensible
// translation the whole name falls back to English for that language.
import type { GameClassify } from './categories.js';
import type { Prng } from './prng.js';

export interface LocalizedName {
  en: string;
  zh: string;
  km: string;
}

/** [en, zh, km]; an empty translation means "use the English name". */
type Word = readonly [en: string, zh: string, km: string, ...tags: string[]];

const adjectives: readonly Word[] = [
  ['Golden', '黄金', 'មាស'], ['Lucky', '幸运', 'សំណាង'], ['Wild', '狂野', 'ព្រៃ'], ['Mighty', '强大', 'ខ្លាំង'],
  ['Royal', '皇家', 'រាជ'], ['Ancient', '古老', 'បុរាណ'], ['Mystic', '神秘', 'អាថ៌កំបាំង'], ['Magic', '魔法', 'វេទមន្ត'],
  ['Crystal', '水晶', 'គ្រីស្តាល់'], ['Silver', '白银', 'ប្រាក់'], ['Red', '红', 'ក្រហម'], ['Emerald', '翡翠', 'មរកត'],
  ['Fire', '火焰', 'ភ្លើង'], ['Thunder', '雷霆', 'ផ្គរលាន់'], ['Happy', '快乐', 'រីករាយ'], ['Sacred', '神圣', 'ពិសិដ្ឋ'],
  ['Eternal', '永恒', 'អមតៈ'], ['Secret', '秘密', 'សម្ងាត់'], ['Shining', '闪耀', 'ភ្លឺចែងចាំង'], ['Hidden', '隐藏', 'លាក់កំបាំង'],
  ['Flying', '飞翔', 'ហោះហើរ'], ['Sweet', '甜蜜', 'ផ្អែម'], ['Frozen', '冰封', 'កក'], ['Blazing', '炽热', 'ឆេះសន្ធោសន្ធៅ'],
  ['Jolly', '欢乐', 'សប្បាយ'], ['Rich', '富贵', 'សម្បូរ'], ['Twin', '双', 'ភ្លោះ'], ['Nine', '九', 'ប្រាំបួន'],
  ['Black', '黑', 'ខ្មៅ'], ['White', '白', 'ស'], ['Blue', '蓝', 'ខៀវ'], ['Green', '绿', 'បៃតង'], ['Purple', '紫', 'ស្វាយ'],
  ['Midnight', '午夜', 'កណ្ដាលអធ្រាត្រ'], ['Ocean', '海洋', 'សមុទ្រ'], ['Jungle', '丛林', 'ព្រៃស្រោង'],
  ['Desert', '沙漠', 'វាលខ្សាច់'], ['Dragon', '龙', 'នាគ'], ['Tiger', '虎', 'ខ្លា'], ['Star', '星光', 'ផ្កាយ'],
  ['Giant', '巨型', 'យក្ស'], ['Diamond', '钻石', 'ពេជ្រ'], ['Spring', '春日', 'និទាឃរដូវ'], ['Moon', '月光', 'ព្រះចន្ទ'],
];

type NounKind = 'creature' | 'thing' | 'place' | 'person';
const nouns: readonly (readonly [...Word, NounKind])[] = [
  ['Dragon', '龙', 'នាគ', 'creature'], ['Tiger', '虎', 'ខ្លា', 'creature'], ['Lion', '狮子', 'តោ', 'creature'],
  ['Elephant', '大象', 'ដំរី', 'creature'], ['Monkey', '猴子', 'ស្វា', 'creature'], ['Panda', '熊猫', 'ខ្លាឃ្មុំផេនដា', 'creature'],
  ['Horse', '骏马', 'សេះ', 'creature'], ['Buffalo', '水牛', 'ក្របី', 'creature'], ['Eagle', '雄鹰', 'ឥន្ទ្រី', 'creature'],
  ['Wolf', '狼', 'ចចក', 'creature'], ['Fox', '狐狸', 'កញ្ជ្រោង', 'creature'], ['Rabbit', '兔子', 'ទន្សាយ', 'creature'],
  ['Cat', '猫', 'ឆ្មា', 'creature'], ['Koi', '锦鲤', 'ត្រីគយ', 'creature'], ['Turtle', '神龟', 'អណ្ដើក', 'creature'],
  ['Treasure', '宝藏', 'កំណប់', 'thing'], ['Fortune', '财富', 'ទ្រព្យសម្បត្តិ', 'thing'], ['Gems', '宝石', 'ត្បូង', 'thing'],
  ['Pearl', '珍珠', 'គុជ', 'thing'], ['Ruby', '红宝石', 'ត្បូងទទឹម', 'thing'], ['Coins', '金币', 'កាក់', 'thing'],
  ['Crown', '皇冠', 'មកុដ', 'thing'], ['Lotus', '莲花', 'ផ្កាឈូក', 'thing'], ['Lantern', '灯笼', 'គោម', 'thing'],
  ['Drum', '鼓', 'ស្គរ', 'thing'], ['Fruits', '水果', 'ផ្លែឈើ', 'thing'], ['Cherries', '樱桃', 'ផ្លែឆឺរី', 'thing'],
  ['Bells', '铃铛', 'កណ្ដឹង', 'thing'], ['Candy', '糖果', 'ស្ករគ្រាប់', 'thing'], ['Riches', '财宝', 'ទ្រព្យ', 'thing'],
  ['Legend', '传说', 'រឿងព្រេង', 'thing'], ['Quest', '探险', 'ដំណើរស្វែងរក', 'thing'], ['Blossom', '花开', 'ផ្ការីក', 'thing'],
  ['Storm', '风暴', 'ព្យុះ', 'thing'], ['Festival', '节日', 'ពិធីបុណ្យ', 'thing'], ['Sevens', '七', 'លេខប្រាំពីរ', 'thing'],
  ['Empire', '帝国', 'អាណាចក្រ', 'place'], ['Kingdom', '王国', 'នគរ', 'place'], ['Temple', '神庙', 'ប្រាសាទ', 'place'],
  ['Palace', '宫殿', 'វាំង', 'place'], ['Garden', '花园', 'សួនច្បារ', 'place'], ['River', '河', 'ទន្លេ', 'place'],
  ['Mountain', '山', 'ភ្នំ', 'place'], ['Volcano', '火山', 'ភ្នំភ្លើង', 'place'], ['Island', '岛', 'កោះ', 'place'],
  ['Night', '夜', 'រាត្រី', 'place'], ['Ocean', '海洋', 'មហាសមុទ្រ', 'place'], ['Jungle', '丛林', 'ព្រៃ', 'place'],
  ['Warrior', '勇士', 'អ្នកចម្បាំង', 'person'], ['Hero', '英雄', 'វីរបុរស', 'person'], ['King', '国王', 'ស្តេច', 'person'],
  ['Queen', '女王', 'មហាក្សត្រី', 'person'], ['Princess', '公主', 'ព្រះនាង', 'person'], ['Goddess', '女神', 'ទេពធីតា', 'person'],
  ['Wizard', '巫师', 'គ្រូមន្តអាគម', 'person'], ['Pirate', '海盗', 'ចោរសមុទ្រ', 'person'], ['Samurai', '武士', 'សាមូរ៉ៃ', 'person'],
  ['Ninja', '忍者', 'និនជា', 'person'], ['Mermaid', '美人鱼', 'មច្ឆានារី', 'person'], ['Pharaoh', '法老', 'ផារ៉ោន', 'person'],
];

const suffixes: readonly Word[] = [
  ['Deluxe', '豪华版', 'ពិសេស'], ['Megaways', 'Megaways', 'Megaways'], ['Classic', '经典', 'ក្លាស៊ិក'],
  ['Returns', '归来', 'ត្រឡប់មកវិញ'], ['II', 'II', 'II'], ['Party', '派对', 'ពិធីជប់លៀង'], ['Blitz', '闪电', 'រន្ទះ'],
  ['Nights', '之夜', 'រាត្រី'], ['Rising', '崛起', 'រះឡើង'], ['Link', '连环', 'Link'],
];

const classifySuffix: Partial<Record<GameClassify, Word>> = {
  SC: ['Scratch', '刮刮乐', 'ប័ណ្ណកោស'],
  JP: ['Jackpot', '大奖', 'ជែកផត'],
  BG: ['Bingo', '宾果', 'ប៊ីងហ្គោ'],
};

const arcadeGames: readonly Word[] = [
  ['Plinko', '弹珠', 'ផ្លីងកូ'], ['Mines', '扫雷', 'មីន'], ['Crash', '爆点', 'ក្រាស'], ['Dice', '骰子', 'គ្រាប់ឡុកឡាក់'],
  ['Keno', '基诺', 'គីណូ'], ['Hi-Lo', '猜大小', 'ធំតូច'], ['Tower', '高塔', 'ប៉ម'], ['Wheel', '幸运轮', 'កង់សំណាង'],
  ['Coin Flip', '抛硬币', 'បោះកាក់'], ['Limbo', '极限', 'លីមបូ'],
];

const videoPokerGames: readonly Word[] = [
  ['Jacks or Better', '对J起', ''], ['Deuces Wild', '百搭二王', ''], ['Joker Poker', '小丑扑克', ''],
  ['Bonus Poker', '奖金扑克', ''], ['Double Bonus Poker', '双倍奖金扑克', ''], ['Aces and Faces', 'A与花牌', ''],
  ['Tens or Better', '对10起', ''], ['All American Poker', '全美扑克', ''],
];

const tableGames: readonly Word[] = [
  ['Blackjack', '二十一点', 'ប្លែកជែក'], ['European Roulette', '欧式轮盘', 'រ៉ូឡែតអឺរ៉ុប'], ['American Roulette', '美式轮盘', 'រ៉ូឡែតអាមេរិក'],
  ['Baccarat', '百家乐', 'បាការ៉ាត់'], ["Casino Hold'em", '赌场德州扑克', ''], ['Three Card Poker', '三张牌扑克', ''],
  ['Sic Bo', '骰宝', 'ស៊ីបូ'], ['Craps', '花旗骰', ''], ['Red Dog', '红狗', ''], ['Pai Gow Poker', '牌九扑克', ''],
  ['Caribbean Stud', '加勒比扑克', ''],
];

const tableVariants: readonly Word[] = [
  ['Pro', '专业版', 'Pro'], ['Gold', '黄金版', 'មាស'], ['Multi-hand', '多手', ''], ['VIP', 'VIP', 'VIP'],
  ['Mini', '迷你', 'តូច'], ['Classic', '经典', 'ក្លាស៊ិក'], ['Turbo', '极速', 'លឿន'],
];

const liveGames: readonly Word[] = [
  ['Baccarat', '百家乐', 'បាការ៉ាត់'], ['Speed Baccarat', '极速百家乐', 'បាការ៉ាត់លឿន'], ['Squeeze Baccarat', '咪牌百家乐', ''],
  ['Dragon Tiger', '龙虎', 'នាគខ្លា'], ['Roulette', '轮盘', 'រ៉ូឡែត'], ['Sic Bo', '骰宝', 'ស៊ីបូ'], ['Blackjack', '二十一点', 'ប្លែកជែក'],
  ['Fan Tan', '番摊', 'ហ្វាន់តាន់'], ['Niu Niu', '牛牛', 'នីវនីវ'], ["Texas Hold'em", '德州扑克', ''],
  ['Fish Prawn Crab', '鱼虾蟹', 'ត្រី បង្គា ក្ដាម'],
];

const fishNouns: readonly Word[] = [
  ['Shark', '鲨鱼', 'ត្រីឆ្លាម'], ['Whale', '鲸鱼', 'ត្រីបាឡែន'], ['Octopus', '章鱼', 'រតីយាវហឺ'], ['Crab', '螃蟹', 'ក្ដាម'],
  ['Dragon', '龙', 'នាគ'], ['Mermaid', '美人鱼', 'មច្ឆានារី'], ['Ocean', '海洋', 'សមុទ្រ'], ['Pearl', '珍珠', 'គុជ'],
  ['Turtle', '神龟', 'អណ្ដើក'], ['Koi', '锦鲤', 'ត្រីគយ'],
];

const fishForms: readonly (readonly [en: string, zh: string, km: string])[] = [
  // {n} is the noun and {a} the adjective in each language's order.
  ['{a} {n} Fishing', '{a}{n}捕鱼', 'នេសាទ{n}{a}'],
  ['{a} {n} Hunter', '{a}{n}猎人', 'អ្នកប្រមាញ់{n}{a}'],
  ['{n} King', '{n}王', 'ស្តេច{n}'],
];

const pvpGames: readonly Word[] = [
  ["Texas Hold'em", '德州扑克', ''], ['Niu Niu', '牛牛', 'នីវនីវ'], ['Grab Banker Niu Niu', '抢庄牛牛', ''],
  ['Blackjack', '二十一点', 'ប្លែកជែក'], ['Teen Patti', '三张牌', ''], ['Rummy', '拉米', 'រ៉ាមី'], ['Mahjong', '麻将', 'ម៉ាចុង'],
  ['Fight the Landlord', '斗地主', ''], ['Pai Gow', '牌九', ''], ['Sam Gong', '三公', ''], ['Tien Len', '锄大地', 'ទៀនលេន'],
  ['Thirteen Cards', '十三水', 'បៀ ១៣ សន្លឹក'], ['Baccarat', '百家乐', 'បាការ៉ាត់'], ['Golden Flower', '炸金花', ''],
];

const pvpVariants: readonly Word[] = [
  ['Classic', '经典', 'ក្លាស៊ិក'], ['Speed', '极速', 'លឿន'], ['VIP', 'VIP', 'VIP'], ['Tournament', '锦标赛', 'ការប្រកួត'],
  ['6 Players', '6人场', 'អ្នកលេង ៦ នាក់'], ['Heads-up', '单挑', ''],
];

const khmerDigits = '០១២៣៤៥៦៧៨៩';
export const toKhmerDigits = (text: string): string => text.replace(/\d/g, (d) => khmerDigits[Number(d)] ?? d);

/** Builds one name from words in each language's order; a missing translation falls back to English. */
function compose(words: readonly Word[], forms: { en: (w: string[]) => string; zh: (w: string[]) => string; km: (w: string[]) => string }): LocalizedName {
  const en = forms.en(words.map((w) => w[0]));
  const zh = words.every((w) => w[1] !== '') ? forms.zh(words.map((w) => w[1])) : en;
  const km = words.every((w) => w[2] !== '') ? forms.km(words.map((w) => w[2])) : en;
  return { en, zh, km };
}

const fill = (form: string, a: string, n: string): string => form.replace('{a}', a).replace('{n}', n);

/** A slot, scratch, jackpot or bingo title: "Golden Dragon", "Golden Dragon Deluxe", "Treasure of the Temple". */
export function slotName(prng: Prng, classify: GameClassify | ''): LocalizedName {
  const extra = classify === '' ? null : classifySuffix[classify] ?? null;
  const form = prng.int(0, 9);
  if (form < 2 && extra === null) {
    const first = prng.pick(nouns.filter((n) => n[3] === 'thing'));
    const second = prng.pick(nouns.filter((n) => n[3] === 'place' || n[3] === 'creature'));
    return compose([first, second], {
      en: ([a, b]) => `${a} of the ${b}`,
      zh: ([a, b]) => `${b}之${a}`,
      km: ([a, b]) => `${a}នៃ${b}`,
    });
  }
  let adjective = prng.pick(adjectives);
  const noun = prng.pick(nouns);
  // "Dragon Dragon" or "Ocean Ocean" reads as a bug, so draw the adjective again.
  while (adjective[0] === noun[0]) adjective = prng.pick(adjectives);
  const tail = extra ?? (form >= 6 ? prng.pick(suffixes) : null);
  const words: Word[] = tail ? [adjective, noun, tail] : [adjective, noun];
  return compose(words, {
    en: (w) => w.join(' '),
    zh: (w) => w.join(''),
    km: ([a, n, s]) => `${n}${a}${s ? ` ${s}` : ''}`,
  });
}

export function videoPokerName(prng: Prng): LocalizedName {
  const game = prng.pick(videoPokerGames);
  const hands = prng.pick(['', '', '10 Hand', '25 Hand', '50 Hand']);
  if (hands === '') return compose([game], { en: ([g]) => g!, zh: ([g]) => g!, km: ([g]) => g! });
  const n = hands.split(' ')[0]!;
  return compose([game, [hands, `${n}手`, '']], { en: (w) => w.join(' '), zh: (w) => w.join(''), km: (w) => w.join(' ') });
}

export function tableGameName(prng: Prng): LocalizedName {
  const game = prng.pick(tableGames);
  const variant = prng.pick(tableVariants);
  return compose([game, variant], { en: (w) => w.join(' '), zh: (w) => w.join(''), km: (w) => w.join(' ') });
}

export function arcadeName(prng: Prng): LocalizedName {
  const game = prng.pick(arcadeGames);
  const adjective = prng.pick(adjectives);
  return compose([adjective, game], { en: (w) => w.join(' '), zh: (w) => w.join(''), km: ([a, g]) => `${g}${a}` });
}

export function fishName(prng: Prng): LocalizedName {
  const [enForm, zhForm, kmForm] = prng.pick(fishForms);
  const adjective = prng.pick(adjectives);
  const noun = prng.pick(fishNouns);
  return compose([adjective, noun], {
    en: ([a, n]) => fill(enForm, a!, n!),
    zh: ([a, n]) => fill(zhForm, a!, n!),
    km: ([a, n]) => fill(kmForm, a!, n!),
  });
}

/** A live table: "Speed Baccarat 7". Tables are numbered as studios number them. */
export function liveTableName(prng: Prng, table: number): LocalizedName {
  const game = prng.pick(liveGames);
  return compose([game], {
    en: ([g]) => `${g} ${table}`,
    zh: ([g]) => `${g} ${table}号桌`,
    km: ([g]) => `${g} តុ ${toKhmerDigits(String(table))}`,
  });
}

export function pvpName(prng: Prng): LocalizedName {
  const game = prng.pick(pvpGames);
  const variant = prng.pick(pvpVariants);
  return compose([game, variant], { en: (w) => w.join(' '), zh: (w) => w.join(''), km: (w) => w.join(' ') });
}

/** The lobby entry of a vendor (sportsbook, live lobby, lottery hall): its display name plus "Lobby". */
export function lobbyName(displayName: string): LocalizedName {
  return { en: `${displayName} Lobby`, zh: `${displayName} 大厅`, km: `${displayName} ឡប់ប៊ី` };
}
