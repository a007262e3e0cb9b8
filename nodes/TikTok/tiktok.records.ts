/**
 * Output shapes of the TikTok node that records alone cannot express: a transcript's caption tracks as items, its
 * timed captions as segments or subtitle files, its spoken text as a file, and a transcript as an AI tool call shows it.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputContext, OutputItem } from '../shared/descriptor';
import { NothingToOutput } from '../shared/descriptor';
import type { SubtitleFormat } from '../shared/subtitles';
import { segmentsOfWebVtt, SUBTITLE_MIME_TYPES, subtitlesFromSegments } from '../shared/subtitles';
import { list, nonEmptyText, object, text } from '../shared/values';

/** What one output item of a TikTok list holds, said once for every operation that lists such records. */
export const VIDEO_ROW =
	'One item per video: id, description (the caption), create_time_at, url, author, music, stats (plays, likes, comments, shares), video (duration, cover), hashtags and mentions';

export const COMMENT_ROW =
	'One item per comment: id (the comment ID Comment > Get Replies takes), text, aweme_id (the video), author, digg_count (likes), reply_count, create_time_at, liked_by_author and pinned_by_author';

/** A caption track of a video, tagged with its video: what to pick a language from. */
function trackItems(transcript: IDataObject): OutputItem[] {
	return list(transcript.subtitles).map((raw) => {
		const track = object(raw);
		return {
			json: {
				video_id: text(transcript.video_id),
				language: text(track.language),
				language_code: text(track.language_code),
				source: text(track.source),
				format: text(track.format),
				version: text(track.version),
				url: text(track.url),
			},
		};
	});
}

/**
 * The spoken text (TikTok's speech-to-text) as a .txt file. TikTok's answer holds the text once, untimed; its timed
 * captions are the tracks' WebVTT files on TikTok's servers, listed by Output: One Item per Caption Track.
 */
async function textFile(transcript: IDataObject, context: OutputContext): Promise<OutputItem> {
	const videoId = text(transcript.video_id) ?? 'transcript';
	const spoken = nonEmptyText(transcript.voice_to_text);
	if (spoken === null) {
		throw new NothingToOutput(
			`Video ${videoId} has no speech-to-text transcript to make a file of`,
			'TikTok has no spoken text for this video. Try Output: One Item per Caption Track, which lists the caption tracks it has.',
		);
	}
	const field = typeof context.values.binaryPropertyName === 'string' ? context.values.binaryPropertyName : 'data';
	const fileName = `${videoId}.txt`;
	return {
		json: { video_id: videoId, file_name: fileName, track_count: list(transcript.subtitles).length },
		binary: { [field]: await context.binaryFile(spoken, fileName, 'text/plain') },
	};
}

/**
 * The caption track asked for by Caption Language: a language code as TikTok writes it (eng-US), or its start (eng,
 * en), case aside; left empty, the first track TikTok lists. None: the error names the languages the video has.
 */
function chosenTrack(transcript: IDataObject, context: OutputContext): IDataObject {
	const videoId = text(transcript.video_id) ?? '';
	const tracks = list(transcript.subtitles).map(object).filter((track) => nonEmptyText(track.url) !== null);
	const wanted = (typeof context.values.captionLanguage === 'string' ? context.values.captionLanguage : '').trim().toLowerCase();
	const codeOf = (track: IDataObject) => (text(track.language_code) ?? '').toLowerCase();
	const track = wanted === '' ? tracks[0] : (tracks.find((each) => codeOf(each) === wanted) ?? tracks.find((each) => codeOf(each).startsWith(wanted)));
	if (track !== undefined) return track;
	const languages = tracks.map((each) => text(each.language_code)).filter((code) => code !== null);
	throw new NothingToOutput(
		tracks.length === 0 ? `Video ${videoId} has no caption tracks to read timed captions from` : `Video ${videoId} has no caption track in ${wanted}`,
		tracks.length === 0
			? 'TikTok lists no captions for this video. Output: Whole Transcript gives its spoken text, when it has one.'
			: `Its caption languages: ${languages.join(', ')}. Set Caption Language to one of them, or leave it empty for the first.`,
	);
}

/** The chosen track's WebVTT file, read from TikTok's servers (without the API key), with its cues as segments. */
async function timedCaptions(transcript: IDataObject, context: OutputContext) {
	const track = chosenTrack(transcript, context);
	const file = (await context.download(String(track.url), 'caption track')).toString('utf8');
	return { track, file, segments: segmentsOfWebVtt(file) };
}

/** One item per timed caption of the chosen track, with times in milliseconds and seconds. */
async function segmentItems(transcript: IDataObject, context: OutputContext): Promise<OutputItem[]> {
	const { track, segments } = await timedCaptions(transcript, context);
	return segments.map((segment, index) => ({
		json: {
			video_id: text(transcript.video_id),
			language_code: text(track.language_code),
			source: text(track.source),
			index: index + 1,
			start_ms: segment.start_ms,
			end_ms: segment.end_ms,
			duration_ms: segment.duration_ms,
			start_seconds: segment.start_ms === null ? null : segment.start_ms / 1000,
			end_seconds: segment.end_ms === null ? null : segment.end_ms / 1000,
			text: segment.text,
		},
	}));
}

/** The chosen track as a subtitle file: TikTok's WebVTT file as it is, or SRT built from its cues. */
async function subtitleFile(transcript: IDataObject, format: SubtitleFormat, context: OutputContext): Promise<OutputItem> {
	const videoId = text(transcript.video_id) ?? 'transcript';
	const { track, file, segments } = await timedCaptions(transcript, context);
	if (segments.length === 0) {
		throw new NothingToOutput(
			`The ${text(track.language_code) ?? ''} caption track of video ${videoId} has no timed captions`,
			'The track is empty. Try another Caption Language (Output: One Item per Caption Track lists them).',
		);
	}
	const language = text(track.language_code);
	const field = typeof context.values.binaryPropertyName === 'string' ? context.values.binaryPropertyName : 'data';
	const fileName = `${videoId}${language ? `.${language}` : ''}.${format}`;
	return {
		json: { video_id: videoId, language_code: language, source: text(track.source), format, file_name: fileName, segment_count: segments.length },
		binary: { [field]: await context.binaryFile(format === 'vtt' ? file : subtitlesFromSegments(segments, 'srt'), fileName, SUBTITLE_MIME_TYPES[format]) },
	};
}

export async function transcriptOutput(transcripts: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const format = context.values.transcriptOutput;
	const items: OutputItem[] = [];
	for (const transcript of transcripts) {
		if (format === 'tracks') items.push(...trackItems(transcript));
		else if (format === 'text') items.push(await textFile(transcript, context));
		else if (format === 'segments') items.push(...(await segmentItems(transcript, context)));
		else if (format === 'srt' || format === 'vtt') items.push(await subtitleFile(transcript, format, context));
		else items.push({ json: transcript });
	}
	return items;
}

/** A transcript as an AI tool call gives it: the spoken text and the languages of the caption tracks, without their long URLs. */
export function transcriptForModel(transcript: IDataObject): IDataObject {
	return {
		video_id: text(transcript.video_id),
		text: nonEmptyText(transcript.voice_to_text),
		caption_languages: list(transcript.subtitles).map((track) => text(object(track).language_code)),
	};
}
