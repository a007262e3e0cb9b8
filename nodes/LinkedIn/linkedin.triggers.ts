import type { PlatformTriggers } from '../shared/trigger/watch';
import { linkedin } from './linkedin.descriptor';

/** What the LinkedIn trigger watches, over the action node's own endpoint descriptions. */
export const linkedinTriggers: PlatformTriggers = {
	platform: linkedin,
	events: [
		{
			value: 'newJob',
			name: 'New Job',
			description: 'A new LinkedIn job for a search (keywords, place, filters; a company by its ID), newest first',
			from: { resource: 'job', operation: 'search' },
			// Sorted most recent first, a poll stops at the first page holding a job it has seen; a job dated before
			// everything watched is an older one the search reached again, not a new one.
			watch: { kind: 'new', id: 'job_id', date: 'posted_at', newestFirst: { sort: 'recent' } },
		},
		{
			value: 'newCompanyJob',
			name: 'New Company Job',
			description: "A new opening on a company's LinkedIn jobs list, by its numeric company ID",
			from: { resource: 'company', operation: 'getJobs' },
			// The company's list has no sort, so a new opening may show anywhere in it: every poll reads the list (up to Max
			// Records per Poll) and any job not seen before, dated no earlier than what was watched, is new.
			watch: { kind: 'new', id: 'job_id', date: 'posted_at', anywhere: true },
			notice:
				"A company's job list has no order to rely on: each poll reads it to its end (25 jobs a page, up to Max Records per Poll). For a large employer, New Job with the company's ID in Company ID reads newest first and stops at the first known job.",
		},
	],
};
