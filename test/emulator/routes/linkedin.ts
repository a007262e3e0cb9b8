import type { Fresh } from '../live';
import { isoAt, liveId } from '../live';
import * as data from '../fixtures/linkedin/pages';
import { ApiError, defineRoute } from '../route';

const COUNTRY = { type: 'string', default: 'us' } as const;
const START = { type: 'integer', min: 0, default: 0 } as const;
const CSV = (values: string) => ({ type: 'string', pattern: `^(${values})(,(${values}))*$` }) as const;

type JobCard = (typeof data.SEARCH_JOBS)[number];

/** A job just posted (the monitoring run's growth): an ID of its own, posted now. */
const freshJob: Fresh<JobCard> = (template, serial, at) => {
	const jobId = liveId('38990', serial, 5);
	return { ...template, job_id: jobId, title: `${template.title} (new ${serial})`, job_url: `https://www.linkedin.com/jobs/view/${jobId}`, posted_at: isoAt(at), posted_relative: 'Just now', is_new: true };
};

/** A page of 25 from `start`, with the docs' meta: this page's count, its offset, and whether another page follows. */
function jobPage(jobs: readonly JobCard[], start: number) {
	const page = jobs.slice(start, start + data.PAGE_SIZE);
	return { jobs: structuredClone(page), meta: { result_count: page.length, start, has_more: start + data.PAGE_SIZE < jobs.length } };
}

/** A search the emulator's LinkedIn finds nothing for: keywords holding "qwxz". */
const findsNothing = (keywords: string | null) => keywords !== null && /qwxz/i.test(keywords);

const SLUG_RULE = { pattern: '^[A-Za-z0-9][A-Za-z0-9_.%&\'-]{0,199}$' };

/** One page given by its slug, or the service's 404. */
const bySlug = <T>(known: string, record: T, what: string) => (slug: string): T => {
	if (slug.toLowerCase() !== known) throw ApiError.notFound(`${what} not found`);
	return structuredClone(record);
};

export const linkedinRoutes = [
	defineRoute({
		path: '/v1/linkedin/jobs/search',
		query: {
			keywords: { type: 'string' },
			location: { type: 'string' },
			geo_id: { type: 'string', pattern: '^\\d+$' },
			company_id: { type: 'string', pattern: '^\\d+$' },
			date_posted: { type: 'enum', values: ['past_24h', 'past_week', 'past_month', 'any'], default: 'any' },
			experience: CSV('internship|entry|associate|mid_senior|director|executive'),
			job_type: CSV('full_time|part_time|contract|temporary|internship|volunteer|other'),
			workplace: CSV('onsite|remote|hybrid'),
			sort: { type: 'enum', values: ['relevant', 'recent'], default: 'relevant' },
			start: START,
			country: COUNTRY,
		},
		credits: 5,
		handle: ({ query, live }) => {
			const jobs = findsNothing(query.keywords) ? [] : live.list(data.SEARCH_JOBS, freshJob);
			return jobPage(jobs, query.start);
		},
	}),
	defineRoute({
		path: '/v1/linkedin/jobs/{job_id}',
		pathParams: { job_id: { pattern: '^\\d+$' } },
		query: { country: COUNTRY },
		credits: 5,
		handle: ({ params }) => {
			const all = [...data.SEARCH_JOBS, ...data.COMPANY_JOBS];
			const index = all.findIndex((card) => card.job_id === params.job_id);
			if (index < 0) throw ApiError.notFound('Job not found');
			return { job: data.jobDetail(all[index], index) };
		},
	}),
	defineRoute({
		path: '/v1/linkedin/companies/{company_id}/jobs',
		pathParams: { company_id: { pattern: '^.+$' } },
		query: { start: START, country: COUNTRY },
		credits: 5,
		// Any numeric company has a list (another company's is empty here); a slug is no company ID. The company's list
		// grows for the monitoring run, a new opening at its head.
		handle: ({ params, query, live }) => {
			if (!/^\d+$/.test(params.company_id)) throw ApiError.notFound('Company not found');
			return jobPage(params.company_id === data.COMPANY_ID ? live.list(data.COMPANY_JOBS, freshJob) : [], query.start);
		},
	}),
	defineRoute({
		path: '/v1/linkedin/companies/{universal_name}',
		pathParams: { universal_name: SLUG_RULE },
		query: { country: COUNTRY },
		credits: 6,
		handle: ({ params }) => ({ company: bySlug(data.COMPANY_SLUG, data.COMPANY, 'Company')(params.universal_name) }),
	}),
	defineRoute({
		path: '/v1/linkedin/schools/{universal_name}',
		pathParams: { universal_name: SLUG_RULE },
		query: { country: COUNTRY },
		credits: 6,
		handle: ({ params }) => ({ school: bySlug(data.SCHOOL.universal_name, data.SCHOOL, 'School')(params.universal_name) }),
	}),
	defineRoute({
		path: '/v1/linkedin/profiles/{public_id}',
		pathParams: { public_id: SLUG_RULE },
		query: { country: COUNTRY },
		credits: 8,
		handle: ({ params }) => ({ profile: bySlug(data.PROFILE.public_id, data.PROFILE, 'Profile')(params.public_id) }),
	}),
	defineRoute({
		path: '/v1/linkedin/posts/{post_slug}',
		pathParams: { post_slug: { pattern: '^.+$' } },
		query: { country: COUNTRY },
		credits: 5,
		// A post is found by the activity ID its slug ends in, whatever the words before it.
		handle: ({ params }) => {
			if (/activity-(\d+)/.exec(params.post_slug)?.[1] !== data.POST_ID) throw ApiError.notFound('Post not found');
			return { post: structuredClone(data.POST) };
		},
	}),
	defineRoute({
		path: '/v1/linkedin/articles/{article_slug}',
		pathParams: { article_slug: SLUG_RULE },
		query: { country: COUNTRY },
		credits: 5,
		handle: ({ params }) => ({ post: bySlug(data.ARTICLE_SLUG, data.ARTICLE, 'Article')(params.article_slug) }),
	}),
	defineRoute({
		path: '/v1/linkedin/learning/{course_slug}',
		pathParams: { course_slug: SLUG_RULE },
		query: { country: COUNTRY },
		credits: 5,
		handle: ({ params }) => ({ course: bySlug(data.COURSE.slug, data.COURSE, 'Course')(params.course_slug) }),
	}),
	defineRoute({
		path: '/v1/linkedin/geo/suggest',
		query: { query: { type: 'string', required: true }, type: { type: 'enum', values: ['geo', 'company'], default: 'geo' }, country: COUNTRY },
		credits: 2,
		handle: ({ query }) => ({
			query: query.query,
			type: query.type,
			suggestions: data.SUGGESTIONS.filter((entry) => entry.type === query.type && entry.display_name.toLowerCase().startsWith(query.query.trim().toLowerCase())),
		}),
	}),
];
