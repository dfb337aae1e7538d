// The road maps of a baccarat (or dragon tiger) table's history (docs/vendors.md, "Live tables"): the bead plate,
// one cell per round filling six-row columns top to bottom; and the big road, a column per run of one side, ties
// marked on the cell before them, a run longer than the column turning right along the bottom (the dragon tail).
// Pure: result codes in ('B' banker / 'P' player / 'T' tie, or 'D' dragon / 'G' tiger / 'T' tie), oldest first.

export const roadRows = 6;

export interface RoadCell { column: number; row: number; code: string; ties: number }

/** The bead plate: one cell per round, column by column. */
export function beadPlate(codes: readonly string[], rows = roadRows): RoadCell[] {
  return codes.map((code, i) => ({ column: Math.floor(i / rows), row: i % rows, code, ties: 0 }));
}

/** The big road: runs of one side in columns; ties count on the last cell (or a first cell of their own). */
export function bigRoad(codes: readonly string[], rows = roadRows): RoadCell[] {
  const cells: RoadCell[] = [];
  const taken = new Set<string>();
  const at = (column: number, row: number) => `${column}:${row}`;
  let runStart = -1;
  let last: RoadCell | undefined;
  for (const code of codes) {
    if (code === 'T') {
      if (last) last.ties += 1;
      else {
        last = { column: 0, row: 0, code: '', ties: 1 };
        cells.push(last);
        taken.add(at(0, 0));
        runStart = 0;
      }
      continue;
    }
    let cell: RoadCell;
    if (last && last.code === '') {
      // Ties before the first decided round: that round takes their cell.
      last.code = code;
      continue;
    }
    if (!last || last.code !== code) {
      // A new run opens the next free column at the top.
      runStart = last ? runStart + 1 : 0;
      while (taken.has(at(runStart, 0))) runStart += 1;
      cell = { column: runStart, row: 0, code, ties: 0 };
    } else {
      const down = last.row + 1;
      cell = down < rows && !taken.has(at(last.column, down)) && last.column === runStart
        ? { column: last.column, row: down, code, ties: 0 }
        : { column: last.column + 1, row: last.row, code, ties: 0 };
    }
    cells.push(cell);
    taken.add(at(cell.column, cell.row));
    last = cell;
  }
  return cells;
}

export interface RoadSummary { rounds: number; counts: Record<string, number>; streak: { code: string; length: number } | null }

/** Counts of each result and the current run of the last decided side (ties do not break a run). */
export function roadSummary(codes: readonly string[]): RoadSummary {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  let streak: RoadSummary['streak'] = null;
  for (let i = codes.length - 1; i >= 0; i -= 1) {
    const code = codes[i]!;
    if (code === 'T') continue;
    if (!streak) streak = { code, length: 1 };
    else if (code === streak.code) streak.length += 1;
    else break;
  }
  return { rounds: codes.length, counts, streak };
}

// The derived roads (big eye boy, small road, cockroach pig) read the big road's columns, ties left out and a dragon
// tail counted in its run. Each big-road cell from a starting point on gets a red mark when the road "repeats"
// (same shape as k columns back) and a blue one when it does not; the marks are laid out like a big road.
// Standard rules, k = 1, 2, 3: the road starts at the cell of column k, row 1 (else column k+1, row 0). A cell at
// row 0 of column c compares the lengths of columns c-1 and c-1-k: equal is red. A cell lower down, at row r,
// looks at column c-k: a cell at row r there is red, the column ending just above (length r) is blue, a column
// shorter than that is red again (it "falls straight").

export type DerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
/** Columns back that each derived road compares with. */
export const derivedRoadOffsets: Record<DerivedRoadName, number> = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 };

/** Red ('R', the road repeats) or blue ('U', it breaks), oldest first. */
export type DerivedMark = 'R' | 'U';

/** The lengths of the big road's columns (runs of one side; ties do not count, a long run is one column). */
export function bigRoadColumns(codes: readonly string[]): number[] {
  const lengths: number[] = [];
  let side = '';
  for (const code of codes) {
    if (code === 'T') continue;
    if (code === side) lengths[lengths.length - 1]! += 1;
    else {
      lengths.push(1);
      side = code;
    }
  }
  return lengths;
}

/** The marks of one derived road, one for each big-road cell from the road's starting cell on. */
export function derivedRoadMarks(codes: readonly string[], offset: number): DerivedMark[] {
  const columns = bigRoadColumns(codes);
  const marks: DerivedMark[] = [];
  columns.forEach((length, column) => {
    for (let row = 0; row < length; row += 1) {
      if (column < offset || (column === offset && row === 0)) continue;
      if (row === 0) marks.push(columns[column - 1] === columns[column - 1 - offset] ? 'R' : 'U');
      else {
        const compared = columns[column - offset]!;
        marks.push(row === compared ? 'U' : 'R');
      }
    }
  });
  return marks;
}

export interface DerivedRoad { name: DerivedRoadName; cells: RoadCell[]; red: number; blue: number; last: DerivedMark | null }

/** The three derived roads of a history, laid out like a big road, with their counts for a text summary. */
export function derivedRoads(codes: readonly string[], rows = roadRows): DerivedRoad[] {
  return (Object.keys(derivedRoadOffsets) as DerivedRoadName[]).map((name) => {
    const marks = derivedRoadMarks(codes, derivedRoadOffsets[name]);
    const red = marks.filter((m) => m === 'R').length;
    return { name, cells: bigRoad(marks, rows), red, blue: marks.length - red, last: marks.at(-1) ?? null };
  });
}
