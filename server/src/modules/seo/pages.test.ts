import { describe, expect, it } from 'vitest';
import { headPageOf } from './pages';

// What the server's own patterns answered before the route table was shared (they were hand-written here), kept.
describe('headPageOf: the pages with a head of their own, read with the route table', () => {
  it('names the home page, profiles, categories, jobs, events and offers with their ids', () => {
    expect(headPageOf('/')).toEqual({ page: 'home' });
    expect(headPageOf('/business/12/shree-ram')).toEqual({
      page: 'business',
      id: 12,
      slug: 'shree-ram',
      kind: 'business',
    });
    expect(headPageOf('/business/12')).toEqual({ page: 'business', id: 12, slug: null, kind: 'business' });
    expect(headPageOf('/view/12')).toEqual({ page: 'business', id: 12, slug: null, kind: 'view' });
    expect(headPageOf('/search/3/doctors')).toEqual({ page: 'category', id: 3, slug: 'doctors' });
    expect(headPageOf('/search/3')).toEqual({ page: 'category', id: 3, slug: null });
    expect(headPageOf('/job-view/5')).toEqual({ page: 'job', id: 5 });
    expect(headPageOf('/event-view/6')).toEqual({ page: 'event', id: 6 });
    expect(headPageOf('/offer-view/7')).toEqual({ page: 'offer', id: 7 });
    expect(headPageOf('/doctor/8/dr-nita-shah')).toEqual({ page: 'doctor', id: 8, slug: 'dr-nita-shah' });
    expect(headPageOf('/doctors/4/ayurveda')).toEqual({ page: 'doctors', id: 4, slug: 'ayurveda' });
    expect(headPageOf('/doctors')).toEqual({ page: 'list', list: 'doctors' });
  });

  it('names the public list pages: search without a category, the category browser, jobs, events, offers', () => {
    expect(headPageOf('/search')).toEqual({ page: 'list', list: 'search' });
    expect(headPageOf('/search/')).toEqual({ page: 'list', list: 'search' });
    expect(headPageOf('/business-category')).toEqual({ page: 'list', list: 'categories' });
    expect(headPageOf('/job-list')).toEqual({ page: 'list', list: 'jobs' });
    expect(headPageOf('/event')).toEqual({ page: 'list', list: 'events' });
    expect(headPageOf('/offer-list')).toEqual({ page: 'list', list: 'offers' });
  });

  it('decodes the slug, takes a trailing slash, and an empty slug is no slug', () => {
    expect(headPageOf(`/search/3/${encodeURIComponent('ડૉક્ટર')}`)).toMatchObject({ slug: 'ડૉક્ટર' });
    expect(headPageOf('/business/12/shree-ram/')).toMatchObject({ id: 12, slug: 'shree-ram' });
    expect(headPageOf('/business/12/')).toMatchObject({ id: 12, slug: null });
    expect(headPageOf('/job-view/5/')).toEqual({ page: 'job', id: 5 });
  });

  it('has no head for ids that are not 1 to 9 digits, other pages, or extra segments', () => {
    for (const path of [
      '/business/abc',
      '/business/1234567890/x',
      '/view/-1',
      '/search/doctors',
      '/view',
      '/view/12/slug',
      '/job-view',
      '/job-lists',
      '/business-category/1',
      '/offer-view/7/more',
      '/Business/12',
      '/doctor/8',
      '/doctor/x/dr-shah',
      '/doctors/4',
    ]) {
      expect(headPageOf(path), path).toBeNull();
    }
  });
});
