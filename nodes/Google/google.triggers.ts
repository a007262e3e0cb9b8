import type { PlatformTriggers } from '../shared/trigger/watch';
import { google } from './google.descriptor';

/** What the Google trigger watches, over the action node's own endpoint descriptions. */
export const googleTriggers: PlatformTriggers = {
	platform: google,
	events: [
		{
			value: 'rankChanged',
			name: 'Search Position Changed',
			description: "Where a domain ranks for a search moved, or it entered or left the first page",
			from: { resource: 'search', operation: 'search' },
			watch: { kind: 'rank', link: 'link', position: 'position', queryParam: 'q', firstPage: 10, depth: { min: 10, max: 100, default: 30 } },
		},
		{
			value: 'newArticle',
			name: 'New News Article',
			description: 'A new Google News article for a search',
			from: { resource: 'news', operation: 'search' },
			// An article is its link; one dated before everything watched so far is an older story resurfacing, not news.
			watch: { kind: 'new', id: 'link', date: 'published_at' },
			notice: 'Google News answers a search with one list (no pages): each poll reads Max Results articles, so set it above the articles a poll interval brings.',
		},
		{
			value: 'newReview',
			name: 'New Maps Review',
			description: 'A new review of a Google Maps place (newest first)',
			from: { resource: 'maps', operation: 'getReviews' },
			// A review has no ID of its own; Google takes one review per reviewer and place, so the reviewer's ID names it.
			watch: { kind: 'new', id: 'user.contributor_id', fallbackId: ['user.name', 'iso_date'], date: 'iso_date', newestFirst: { sort_by: 'newestFirst' } },
		},
		{
			value: 'newJob',
			name: 'New Job',
			description: 'A new Google Jobs listing for a search',
			from: { resource: 'jobs', operation: 'search' },
			// Jobs come by relevance, not date, and say when they were posted only as "3 days ago": every poll reads the list
			// the search gives and every listing not seen before is new.
			watch: { kind: 'new', id: 'url', fallbackId: ['title', 'company_name', 'location'], anywhere: true },
			notice: 'Google Jobs answers a search with one list (no pages), by relevance: each poll reads it whole, and any listing not seen before is new. Narrow it with Date Posted (e.g. today) to watch only recent listings.',
		},
	],
};
