/**
 * Timed captions, whichever site they come from: segments with times in milliseconds, SRT and WebVTT text built from
 * them, and a WebVTT file read back into segments (TikTok gives its caption tracks only as WebVTT files).
 */

export interface TimedSegment {
	start_ms: number | null;
	end_ms: number | null;
	duration_ms: number | null;
	start_time_text: string | null;
	text: string | null;
}

export type SubtitleFormat = 'srt' | 'vtt';

export const SUBTITLE_MIME_TYPES: Record<SubtitleFormat, string> = { srt: 'application/x-subrip', vtt: 'text/vtt' };

/** A time as a subtitle file writes it: hh:mm:ss,mmm (SRT) or hh:mm:ss.mmm (WebVTT). */
export function clock(ms: number, separator: ',' | '.'): string {
	const pad = (value: number, width: number) => String(value).padStart(width, '0');
	const hours = Math.floor(ms / 3_600_000);
	const minutes = Math.floor((ms % 3_600_000) / 60_000);
	const wholeSeconds = Math.floor((ms % 60_000) / 1000);
	return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(wholeSeconds, 2)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * Subtitle text built from segments. Segments without a start time or text cannot be placed and are left out; a
 * missing end runs to the next segment.
 */
export function subtitlesFromSegments(segments: TimedSegment[], format: SubtitleFormat): string {
	const placed = segments.filter(
		(segment): segment is TimedSegment & { start_ms: number; text: string } =>
			segment.start_ms !== null && segment.text !== null && segment.text.trim() !== '',
	);
	const separator = format === 'srt' ? ',' : '.';
	const cues = placed.map((segment, index) => {
		const end = segment.end_ms ?? placed[index + 1]?.start_ms ?? segment.start_ms;
		const timing = `${clock(segment.start_ms, separator)} --> ${clock(end, separator)}`;
		return format === 'srt' ? `${index + 1}\n${timing}\n${segment.text}\n` : `${timing}\n${segment.text}\n`;
	});
	return format === 'srt' ? cues.join('\n') : `WEBVTT\n\n${cues.join('\n')}`;
}

/** "01:02.500" or "00:01:02.500" (WebVTT; SRT's comma too) in milliseconds; null when it is not a time. */
function timeOf(value: string): number | null {
	const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/.exec(value.trim());
	if (!match) return null;
	const [, hours, minutes, seconds, fraction] = match;
	return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Tags a cue's text may carry (<c.colour>, <v Speaker>, <00:00:01.000>): captions as words, not markup. */
const CUE_TAGS = /<[^>]*>/g;

/**
 * The cues of a WebVTT file as segments, in file order: its header, NOTE, STYLE and REGION blocks are skipped, cue
 * settings after the end time dropped, a cue's lines joined by a newline and its tags removed.
 */
export function segmentsOfWebVtt(file: string): TimedSegment[] {
	const segments: TimedSegment[] = [];
	for (const block of file.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
		const lines = block.split('\n').filter((line) => line.trim() !== '');
		const timing = lines.findIndex((line) => line.includes('-->'));
		if (timing === -1) continue;
		const [from, rest] = lines[timing].split('-->');
		const start = timeOf(from);
		const end = timeOf(rest.trim().split(/\s+/)[0] ?? '');
		if (start === null) continue;
		const words = lines
			.slice(timing + 1)
			.map((line) => line.replace(CUE_TAGS, '').trim())
			.filter((line) => line !== '')
			.join('\n');
		segments.push({
			start_ms: start,
			end_ms: end,
			duration_ms: end === null ? null : end - start,
			start_time_text: clock(start, '.').replace(/^00:/, '').replace(/\.\d{3}$/, ''),
			text: words === '' ? null : words,
		});
	}
	return segments;
}
