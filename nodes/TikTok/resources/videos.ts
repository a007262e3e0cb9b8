import type { ResourceDescriptor } from '../../shared/descriptor';
import { AUTHOR, countParam, CURSOR_PAGING, REGION, VIDEO, VIDEO_NAMING_AUTHOR } from '../tiktok.params';
import { COMMENT_ROW, transcriptForModel, transcriptOutput, VIDEO_ROW } from '../tiktok.records';

/** TikTok videos by URL or numeric ID: details, comments, related videos, transcript. */
export const videos: ResourceDescriptor = {
	value: 'videos',
	name: 'Video',
	description: 'TikTok videos (by URL or ID): details and stats, comments, related videos, transcript',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a TikTok video',
			description:
				'Get a TikTok video as one item: id, description (the caption), create_time_at, url, author, music, stats (plays, likes, comments, shares, saves), video (duration, size, cover, play address), hashtags, mentions, subtitles and voice_to_text',
			method: 'GET',
			path: '/v1/tiktok/videos/{video_id}',
			params: [VIDEO_NAMING_AUTHOR, REGION, AUTHOR],
			credits: 5,
			paging: { kind: 'none' },
			records: 'video',
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments on a TikTok video',
			description: `Get the top-level comments on a TikTok video, page after page. ${COMMENT_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/videos/{video_id}/comments',
			params: [VIDEO, REGION],
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'comments',
		},
		{
			operation: 'getRelated',
			name: 'Get Related',
			action: 'Get the related videos of a TikTok video',
			description: `Get the videos TikTok recommends next to a video (one request, up to 50). ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/videos/{video_id}/related',
			params: [VIDEO, REGION, countParam(16, 'related videos')],
			credits: 8,
			paging: { kind: 'none' },
			records: 'videos',
		},
		{
			operation: 'getTranscript',
			name: 'Get Transcript',
			action: 'Get the transcript of a TikTok video',
			description:
				'Get the transcript of a TikTok video: its spoken text (speech-to-text) and its caption tracks (language, source ASR or creator, format, WebVTT file URL). Output as one item, one item per caption track, one item per timed caption of a track, an .srt or .vtt subtitle file of a track, or a .txt file of the spoken text.',
			method: 'GET',
			path: '/v1/tiktok/videos/{video_id}/transcript',
			params: [
				VIDEO,
				REGION,
				{
					displayName: 'Output',
					name: 'transcriptOutput',
					in: 'node',
					type: 'options',
					required: true,
					default: 'record',
					description: 'How the transcript comes out',
					options: [
						{ value: 'tracks', name: 'One Item per Caption Track', description: 'Language, language code, source (ASR or creator), format and WebVTT URL of each track' },
						{ value: 'segments', name: 'One Item per Segment', description: 'The timed captions of one track: start and end (ms and seconds) and text of each' },
						{ value: 'srt', name: 'SRT File', description: 'One track as an .srt subtitle file in a binary field' },
						{ value: 'text', name: 'Text File', description: 'The spoken text as a .txt file in a binary field ("data" unless set in Options)' },
						{ value: 'vtt', name: 'WebVTT File', description: 'One track as TikTok\'s .vtt subtitle file in a binary field' },
						{ value: 'record', name: 'Whole Transcript', description: 'One item: video_id, voice_to_text (the spoken text), subtitles (the caption tracks)' },
					],
				},
				{
					displayName: 'Caption Language',
					name: 'captionLanguage',
					in: 'node',
					type: 'string',
					default: '',
					placeholder: 'eng-US',
					description:
						'The caption track to read, by its language code as TikTok lists it (eng-US, deu-DE) or its start (eng). Empty: the first track. The track\'s WebVTT file is downloaded from TikTok\'s servers (no credits, no API key sent).',
					showWhen: { transcriptOutput: ['segments', 'srt', 'vtt'] },
					pattern: { regex: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, form: 'a language code such as eng-US, deu-DE or eng' },
					maxLength: 35,
				},
				{
					displayName: 'Put Output File in Field',
					name: 'binaryPropertyName',
					in: 'node',
					type: 'string',
					default: 'data',
					description: 'The name of the output binary field to put the file in',
					placeholder: 'data',
					// The other outputs are JSON only: there is no file to name.
					showWhen: { transcriptOutput: ['text', 'srt', 'vtt'] },
					pattern: { regex: /^[A-Za-z0-9_-]+$/, form: 'a field name of letters, digits, - and _ (e.g. data)' },
					maxLength: 100,
				},
			],
			credits: 10,
			paging: { kind: 'none' },
			output: transcriptOutput,
			toolRecord: transcriptForModel,
		},
	],
};
