/**
 * Output shapes of the TikTok node that records alone cannot express: a transcript's caption tracks as items and its
 * spoken text as a file, and a transcript as an AI tool call shows it.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputContext, OutputItem } from '../shared/descriptor';
import { NothingToOutput } from '../shared/descriptor';
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

export async function transcriptOutput(transcripts: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const format = context.values.transcriptOutput;
	const items: OutputItem[] = [];
	for (const transcript of transcripts) {
		if (format === 'tracks') items.push(...trackItems(transcript));
		else if (format === 'text') items.push(await textFile(transcript, context));
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
