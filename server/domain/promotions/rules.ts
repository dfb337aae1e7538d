// Pure rules of the promotion hall (spec member centre 3, 4, 5, 9; docs/promotions-and-points.md): what an
// activity shows and lets a member do for its state, the application's remark and images, the raffle draw and
// the day a draw belongs to. No I/O.

/** How a member takes part: join it, apply for it (remark and images, reviewed), or claim a raffle draw each day. */
export type ActivityKind = 'join' | 'apply' | 'raffle';

/** A member's participation (spec M4-3). */
export type ParticipationState = 'joining' | 'applying' | 'claimed' | 'issued' | 'closed' | 'rejected';

/** What the card says or offers (spec M4-3 texts, plus 'apply', 'claimed', 'rejected' and 'closed'). */
export type ActivityAction = 'join' | 'apply' | 'claim' | 'in_progress' | 'signed' | 'upcoming' | 'claimed' | 'rejected' | 'closed';

export interface ActivityWindow {
  kind: ActivityKind;
  startsAt: Date;
  endsAt: Date;
}

export type Phase = 'upcoming' | 'open' | 'ended';

export function phaseOf(a: Pick<ActivityWindow, 'startsAt' | 'endsAt'>, now: Date): Phase {
  if (now.getTime() < a.startsAt.getTime()) return 'upcoming';
  if (now.getTime() >= a.endsAt.getTime()) return 'ended';
  return 'open';
}

/**
 * The one action or text of a card. A participation wins over the phase (a claimable reward stays claimable after
 * the activity ended, as the reward centre keeps it); without one, an upcoming activity says so, an ended one is
 * closed, and an open one offers join or apply. A raffle offers claim once per draw (state null for today's draw).
 */
export function actionOf(a: ActivityWindow, state: ParticipationState | null, now: Date): ActivityAction {
  switch (state) {
    case 'joining': return 'signed';
    case 'applying': return 'in_progress';
    case 'issued': return 'claim';
    case 'claimed': return 'claimed';
    case 'rejected': return 'rejected';
    case 'closed': return 'closed';
    case null: break;
  }
  const phase = phaseOf(a, now);
  if (phase === 'upcoming') return 'upcoming';
  if (phase === 'ended') return 'closed';
  return a.kind === 'apply' ? 'apply' : a.kind === 'raffle' ? 'claim' : 'join';
}

export type PromoError =
  | 'activity_not_found' | 'activity_not_open' | 'wrong_activity_kind' | 'already_joined'
  | 'remark_too_long' | 'too_many_images' | 'image_not_png_or_jpg' | 'image_too_large' | 'reward_not_found';

export type PromoResult<T> = { ok: true; value: T } | { ok: false; error: PromoError; detail?: Record<string, number> };
const ok = <T>(value: T): PromoResult<T> => ({ ok: true, value });
const fail = (error: PromoError, detail?: Record<string, number>): PromoResult<never> => ({ ok: false, error, ...(detail ? { detail } : {}) });

/** Spec M5-3 and M9-5. */
export const applicationLimits = { remarkMaxLength: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 } as const;

/** png or jpg by their magic bytes, never by a name or a declared type; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Characters as a person counts them (code points), so one emoji or one Khmer letter is one. */
export const remarkLength = (remark: string): number => [...remark].length;

export interface ApplicationImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
}

/** Checks an application: the remark, the number of images, then each image's size and kind (base64 input). */
export function readApplication(remark: string, images: readonly string[]): PromoResult<{ remark: string; images: ApplicationImage[] }> {
  const trimmed = remark.trim();
  if (remarkLength(trimmed) > applicationLimits.remarkMaxLength) return fail('remark_too_long', { max: applicationLimits.remarkMaxLength });
  if (images.length > applicationLimits.maxImages) return fail('too_many_images', { max: applicationLimits.maxImages });
  const read: ApplicationImage[] = [];
  for (const image of images) {
    const body = image.replace(/^data:[a-z/+.-]*;base64,/i, '').replace(/\s+/g, '');
    if (body.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return fail('image_not_png_or_jpg');
    // The size from the base64 length: a too-large image is refused before it is decoded.
    const size = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
    if (size > applicationLimits.maxImageBytes) return fail('image_too_large', { maxBytes: applicationLimits.maxImageBytes });
    const bytes = new Uint8Array(Buffer.from(body, 'base64'));
    const contentType = imageTypeOf(bytes);
    if (contentType === null) return fail('image_not_png_or_jpg');
    read.push({ bytes, contentType });
  }
  return ok({ remark: trimmed, images: read });
}

/** A raffle prize: an amount in minor units and its weight (how many tickets it has in the drum). */
export interface Prize {
  amount: number;
  weight: number;
}

/**
 * Draws one prize by weight from a uniform integer in [0, total weights): the caller passes crypto.randomInt so the
 * server alone decides, and tests pass a fixed value.
 */
export function drawPrize(prizes: readonly Prize[], random: (maxExclusive: number) => number): Prize {
  const usable = prizes.filter((p) => Number.isInteger(p.weight) && p.weight > 0 && Number.isInteger(p.amount) && p.amount > 0);
  if (usable.length === 0) throw new Error('a raffle needs at least one prize with a positive weight');
  const total = usable.reduce((sum, p) => sum + p.weight, 0);
  let ticket = random(total);
  for (const p of usable) {
    if (ticket < p.weight) return p;
    ticket -= p.weight;
  }
  return usable[usable.length - 1]!;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a daily raffle has one draw per such day. */
export function drawDayOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The wall-clock time of an instant in a time zone, read as if it were UTC (for offset arithmetic). */
function wallClockAsUtc(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - (wallClockAsUtc(new Date(guess), timeZone) - guess);
  // Once more at the found instant: a daylight-saving change between the guess and the day's start moves it.
  at = guess - (wallClockAsUtc(new Date(at), timeZone) - at);
  return new Date(at);
}

/** The instant the week of `at` started: Monday 00:00 in the time zone. */
export function weekStartOf(at: Date, timeZone: string): Date {
  const day = drawDayOf(at, timeZone);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7)));
  return startOfDay(monday.toISOString().slice(0, 10), timeZone);
}

export interface CashbackWeek {
  /** The week's Monday, YYYY-MM-DD: part of the reward's source reference, so a week pays once. */
  key: string;
  /** Bets count from here (the later of the week's start and the join) to `end`. */
  from: Date;
  end: Date;
}

/**
 * The finished weeks a member who joined at `joinedAt` is owed cashback for, oldest first, at most `max` of the most
 * recent (older ones were settled by earlier reads). The week of the join counts from the join.
 */
export function finishedWeeks(joinedAt: Date, now: Date, timeZone: string, max = 4): CashbackWeek[] {
  const weeks: CashbackWeek[] = [];
  let start = weekStartOf(joinedAt, timeZone);
  const current = weekStartOf(now, timeZone).getTime();
  while (start.getTime() < current) {
    // The next Monday: 7 local days on, found through the calendar so a daylight-saving week still ends at midnight.
    const end = weekStartOf(new Date(start.getTime() + 8 * 24 * 3600 * 1000), timeZone);
    weeks.push({ key: drawDayOf(start, timeZone), from: new Date(Math.max(start.getTime(), joinedAt.getTime())), end });
    start = end;
  }
  return weeks.slice(-max);
}

/** Cashback of a week: the percentage of the net loss (bets minus wins), rounded down; nothing for a winning week. */
export function cashbackOf(bets: bigint, wins: bigint, percent: number): bigint {
  const loss = bets - wins;
  if (loss <= 0n || percent <= 0) return 0n;
  return (loss * BigInt(Math.round(percent))) / 100n;
}
