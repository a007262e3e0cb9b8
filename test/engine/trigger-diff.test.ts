import { lineDiff, READABLE_DIFF_CAP, readableDiff } from '../../nodes/shared/trigger/diff';

const lines = (text: string) => (text === '' ? [] : text.split(' '));

/** Applies hunks to `previous`, taking the added lines from `current`: what the diff claims turns one into the other. */
function applied(previous: string[], current: string[], hunks: ReturnType<typeof lineDiff>): string[] {
	const out: string[] = [];
	let at = 0;
	for (const hunk of hunks) {
		out.push(...previous.slice(at, hunk.previousLine), ...current.slice(hunk.currentLine, hunk.currentLine + hunk.added));
		at = hunk.previousLine + hunk.removed;
	}
	return [...out, ...previous.slice(at)];
}

describe('lineDiff', () => {
	test.each([
		['a b c', 'a b c', 0],
		['a b c', 'a x c', 2],
		['a b c', 'a b c d', 1],
		['a b c', 'b c', 1],
		['', 'a b', 2],
		['a b', '', 2],
		['a b c d e', 'a c d x e', 2],
		['x a b c y', 'z a b c w', 4],
	])('%p to %p: the hunks turn one into the other with %p changed lines', (before, after, changed) => {
		const [a, b] = [lines(before), lines(after)];
		const hunks = lineDiff(a, b);
		expect(applied(a, b, hunks)).toEqual(b);
		expect(hunks.reduce((sum, hunk) => sum + hunk.removed + hunk.added, 0)).toBe(changed);
	});

	test('a change at each end of a long text is two small hunks, not the whole text (aligned at lines found once in each)', () => {
		const a = Array.from({ length: 3000 }, (_, index) => `line ${index}`);
		const b = [...a];
		b[5] = 'changed near the top';
		b[2990] = 'changed near the end';
		b.splice(1500, 0, 'inserted in the middle');
		const hunks = lineDiff(a, b);
		expect(applied(a, b, hunks)).toEqual(b);
		expect(hunks).toEqual([
			{ previousLine: 5, removed: 1, currentLine: 5, added: 1 },
			{ previousLine: 1500, removed: 0, currentLine: 1500, added: 1 },
			{ previousLine: 2990, removed: 1, currentLine: 2991, added: 1 },
		]);
	});

	test('a long stretch of repeated lines with no line found once on each side is one replaced stretch, still exact', () => {
		const a = Array.from({ length: 1000 }, (_, index) => (index % 2 === 0 ? 'x' : 'y'));
		const b = Array.from({ length: 1000 }, (_, index) => (index % 3 === 0 ? 'x' : 'y'));
		const hunks = lineDiff(a, b);
		expect(applied(a, b, hunks)).toEqual(b);
	});
});

describe('readableDiff', () => {
	test('a unified diff without context: the hunk header, removed then added lines', () => {
		const a = ['# Lamp', 'Price: $44.99', 'In stock'];
		const b = ['# Lamp', 'Price: $43.99', 'In stock', 'Free delivery'];
		const text = readableDiff(lineDiff(a, b), b, (line) => a[line]);
		expect(text).toBe(['@@ -2,1 +2,1 @@', '- Price: $44.99', '+ Price: $43.99', '@@ -3,0 +4,1 @@', '+ Free delivery'].join('\n'));
	});

	test('removed lines whose text was not kept are named by their line number', () => {
		const text = readableDiff([{ previousLine: 4, removed: 2, currentLine: 4, added: 1 }], ['a', 'b', 'c', 'd', 'new'], () => undefined);
		expect(text).toBe(['@@ -5,2 +5,1 @@', '- [line 5: text not kept]', '- [line 6: text not kept]', '+ new'].join('\n'));
	});

	test(`stays within ${READABLE_DIFF_CAP} characters and counts the changed lines it leaves out`, () => {
		const current = Array.from({ length: 2000 }, (_, index) => `a new line of some length, number ${index}`);
		const text = readableDiff([{ previousLine: 0, removed: 0, currentLine: 0, added: 2000 }], current, () => undefined);
		expect(text.length).toBeLessThanOrEqual(READABLE_DIFF_CAP + 60);
		const shown = text.split('\n').filter((line) => line.startsWith('+ ')).length;
		expect(text.endsWith(`[${2000 - shown} more changed lines not shown]`)).toBe(true);
	});
});
