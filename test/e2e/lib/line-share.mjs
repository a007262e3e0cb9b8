/**
 * How the n8n lines of one run split a long check between them (the AI Agent's platforms, the editor's panels): each
 * line takes every `lines`-th entry from its own place among the lines, so each entry is checked once a run. A flag
 * such as --agent-all gives every line all of them.
 */

/** The share of `line` among `lines`, or undefined when it takes everything (one line, or `takeAll`). */
export function lineShare(lines, line, takeAll) {
	return lines.length > 1 && !takeAll ? { index: lines.indexOf(line), lines: lines.length } : undefined;
}

/** The entries of `list` in `share` (all of them without one). */
export function takeShare(list, share) {
	return share ? list.filter((_, index) => index % share.lines === share.index) : list;
}
