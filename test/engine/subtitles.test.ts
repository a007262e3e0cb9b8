import { segmentsOfWebVtt, subtitlesFromSegments } from '../../nodes/shared/subtitles';

describe('timed captions', () => {
	test('a WebVTT file read into segments: header, NOTE and STYLE blocks skipped, cue IDs and settings dropped, tags removed, CRLF and times without hours read', () => {
		const file = [
			'\uFEFFWEBVTT - captions',
			'Kind: captions',
			'',
			'NOTE made by hand',
			'',
			'STYLE',
			'::cue { color: yellow }',
			'',
			'intro',
			'00:00.500 --> 00:02.000 align:start position:10%',
			'<v Ana><b>Hello</b> there</v>',
			'second line',
			'',
			'01:00:01.250 --> 01:00:03.000',
			'<c.yellow>later</c>',
			'',
		].join('\r\n');
		expect(segmentsOfWebVtt(file)).toEqual([
			{ start_ms: 500, end_ms: 2000, duration_ms: 1500, start_time_text: '00:00', text: 'Hello there\nsecond line' },
			{ start_ms: 3_601_250, end_ms: 3_603_000, duration_ms: 1750, start_time_text: '01:00:01', text: 'later' },
		]);
	});

	test('an SRT file from segments numbers its cues and writes commas; WebVTT starts with its header', () => {
		const segments = [{ start_ms: 0, end_ms: 1000, duration_ms: 1000, start_time_text: null, text: 'one' }];
		expect(subtitlesFromSegments(segments, 'srt')).toBe('1\n00:00:00,000 --> 00:00:01,000\none\n');
		expect(subtitlesFromSegments(segments, 'vtt')).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\none\n');
	});
});
