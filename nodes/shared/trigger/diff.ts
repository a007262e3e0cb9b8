/**
 * A line diff of two versions of a watched text (a page, the part of it a selector picks, an AI extraction), and its
 * readable form. Lines are compared by a key each (the line itself, or its fingerprint when the previous text was too
 * long to keep: see state.ts), so the diff works from what the trigger saved, never from a whole earlier page.
 */

/** A run of changed lines: `removed` lines at `previousLine` replaced by `added` lines at `currentLine` (both 0-based). */
export interface DiffHunk {
	previousLine: number;
	removed: number;
	currentLine: number;
	added: number;
}

/**
 * Past this many compared pairs a changed stretch is not aligned line by line (quadratic in time and memory) but split
 * at lines found once in each version first; a stretch without such a line is said as replaced whole.
 */
const ALIGNED_PAIRS_CAP = 250_000;

/** The hunks turning `previous` into `current`, in order, touching ones merged. */
export function lineDiff(previous: readonly string[], current: readonly string[]): DiffHunk[] {
	const hunks: DiffHunk[] = [];
	diffRange(previous, current, 0, previous.length, 0, current.length, hunks);
	const merged: DiffHunk[] = [];
	for (const hunk of hunks) {
		const last = merged.at(-1);
		if (last && last.previousLine + last.removed === hunk.previousLine && last.currentLine + last.added === hunk.currentLine) {
			last.removed += hunk.removed;
			last.added += hunk.added;
		} else {
			merged.push({ ...hunk });
		}
	}
	return merged;
}

function diffRange(a: readonly string[], b: readonly string[], aLo: number, aHi: number, bLo: number, bHi: number, out: DiffHunk[]): void {
	while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
		aLo++;
		bLo++;
	}
	while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) {
		aHi--;
		bHi--;
	}
	if (aLo === aHi && bLo === bHi) return;
	if (aLo === aHi || bLo === bHi || (aHi - aLo) * (bHi - bLo) <= ALIGNED_PAIRS_CAP) {
		aligned(a, b, aLo, aHi, bLo, bHi, out);
		return;
	}
	const anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi);
	if (anchors.length === 0) {
		out.push({ previousLine: aLo, removed: aHi - aLo, currentLine: bLo, added: bHi - bLo });
		return;
	}
	let [aAt, bAt] = [aLo, bLo];
	for (const [i, j] of anchors) {
		diffRange(a, b, aAt, i, bAt, j, out);
		[aAt, bAt] = [i + 1, j + 1];
	}
	diffRange(a, b, aAt, aHi, bAt, bHi, out);
}

/** The longest common subsequence of a stretch, as a table, read back into hunks. */
function aligned(a: readonly string[], b: readonly string[], aLo: number, aHi: number, bLo: number, bHi: number, out: DiffHunk[]): void {
	const n = aHi - aLo;
	const m = bHi - bLo;
	if (n === 0 || m === 0) {
		out.push({ previousLine: aLo, removed: n, currentLine: bLo, added: m });
		return;
	}
	// common[i][j]: the longest common subsequence of a[aLo+i..aHi) and b[bLo+j..bHi).
	const width = m + 1;
	const common = new Uint32Array((n + 1) * width);
	for (let i = n - 1; i >= 0; i--) {
		for (let j = m - 1; j >= 0; j--) {
			common[i * width + j] =
				a[aLo + i] === b[bLo + j] ? common[(i + 1) * width + j + 1] + 1 : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
		}
	}
	let [i, j] = [0, 0];
	let open: DiffHunk | undefined;
	const close = () => {
		if (open) out.push(open);
		open = undefined;
	};
	while (i < n || j < m) {
		if (i < n && j < m && a[aLo + i] === b[bLo + j]) {
			close();
			i++;
			j++;
			continue;
		}
		open ??= { previousLine: aLo + i, removed: 0, currentLine: bLo + j, added: 0 };
		if (j < m && (i === n || common[i * width + j + 1] >= common[(i + 1) * width + j])) {
			open.added++;
			j++;
		} else {
			open.removed++;
			i++;
		}
	}
	close();
}

/**
 * Lines found exactly once in each version's stretch, paired, kept in an order both versions share (the longest such
 * run, as patience diff does): fixed points the stretches between them are diffed apart from.
 */
function uniqueAnchors(a: readonly string[], b: readonly string[], aLo: number, aHi: number, bLo: number, bHi: number): Array<[number, number]> {
	const count = (lines: readonly string[], lo: number, hi: number) => {
		const seen = new Map<string, number>();
		for (let index = lo; index < hi; index++) seen.set(lines[index], seen.has(lines[index]) ? -1 : index);
		return seen;
	};
	const inA = count(a, aLo, aHi);
	const inB = count(b, bLo, bHi);
	const pairs: Array<[number, number]> = [];
	for (const [line, i] of inA) {
		const j = inB.get(line);
		if (i >= 0 && j !== undefined && j >= 0) pairs.push([i, j]);
	}
	pairs.sort((x, y) => x[0] - y[0]);
	// Longest increasing run of j (patience sorting), in O(n log n).
	const tails: number[] = [];
	const previous: number[] = new Array<number>(pairs.length).fill(-1);
	for (let index = 0; index < pairs.length; index++) {
		let [lo, hi] = [0, tails.length];
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (pairs[tails[mid]][1] < pairs[index][1]) lo = mid + 1;
			else hi = mid;
		}
		if (lo > 0) previous[index] = tails[lo - 1];
		tails[lo] = index;
	}
	const run: Array<[number, number]> = [];
	for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]) run.push(pairs[index]);
	return run.reverse();
}

/** Most characters of a readable diff; the rest is counted, not shown. */
export const READABLE_DIFF_CAP = 10_000;

/**
 * The diff as people and models read it: a unified diff without context lines, `@@ -12,1 +12,1 @@` then the lines
 * removed (`- `) and added (`+ `). `removedText(i)` is the previous version's line i, or undefined where it was not
 * kept, then said as such. Capped at READABLE_DIFF_CAP characters, saying how many changed lines it leaves out.
 */
export function readableDiff(hunks: readonly DiffHunk[], current: readonly string[], removedText: (line: number) => string | undefined): string {
	const out: string[] = [];
	let length = 0;
	let left = hunks.reduce((sum, hunk) => sum + hunk.removed + hunk.added, 0);
	const push = (line: string): boolean => {
		if (length + line.length + 1 > READABLE_DIFF_CAP) return false;
		out.push(line);
		length += line.length + 1;
		return true;
	};
	// Unified diff numbering: from 1, and a hunk with no lines on one side names the line before it.
	const range = (start: number, count: number) => `${count === 0 ? start : start + 1},${count}`;
	for (const hunk of hunks) {
		if (!push(`@@ -${range(hunk.previousLine, hunk.removed)} +${range(hunk.currentLine, hunk.added)} @@`)) break;
		const lines = [
			...Array.from({ length: hunk.removed }, (_, offset) => {
				const text = removedText(hunk.previousLine + offset);
				return text === undefined ? `- [line ${hunk.previousLine + offset + 1}: text not kept]` : `- ${text}`;
			}),
			...Array.from({ length: hunk.added }, (_, offset) => `+ ${current[hunk.currentLine + offset]}`),
		];
		let shown = 0;
		for (const line of lines) {
			if (!push(line)) break;
			shown++;
		}
		left -= shown;
		if (shown < lines.length) break;
	}
	if (left > 0) out.push(`[${left} more changed ${left === 1 ? 'line' : 'lines'} not shown]`);
	return out.join('\n');
}
