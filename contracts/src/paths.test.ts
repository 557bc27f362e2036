import { describe, expect, it } from 'vitest';
import { buildPath, ID_SEGMENT, legacyRedirects, matchPath, pathRegExpSource, paths } from './paths';

describe('paths', () => {
  it('builds URLs from route patterns, encoding params', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.businessSlug.href({ id: 12, slug: 'shree-ram-sweets' })).toBe('/business/12/shree-ram-sweets');
    expect(paths.searchCategorySlug.href({ categoryId: 3, slug: 'ડૉક્ટર' })).toBe(
      `/search/3/${encodeURIComponent('ડૉક્ટર')}`,
    );
    expect(() => buildPath('/view/:id', {})).toThrow(/Missing route param "id"/);
  });

  it('uses the corrected spellings of decision 11 and redirects the misspelled ones', () => {
    expect(paths.categoryCard.path).toBe('/category-card');
    expect(paths.businessView.path).toBe('/business-view');
    expect(legacyRedirects.map((r) => [r.from, r.to.path])).toEqual([
      ['/cetagory-card', '/category-card'],
      ['/bussiness-view', '/business-view'],
    ]);
  });

  // Plus the admin console's additions (admin-jobs: the jobs board's moderation list, issue 6).
  // Plus the admin screens of the record registry (issue 10: /admin/masters, /admin/masters/:table).
  it('has exactly the routes of spec §2 (decision 11 spellings), each once', () => {
    // The last line: the admin console's pages beyond §2 (issue 9: users, settings, audit trail).
    const spec = `/ search search/:categoryId search/:categoryId/:slug view view/:id business/:id/:slug business/:id
      register admin-login login forgot-password change-password user-profile
      business-list business-category-create business-category-update/:id business-category-list business-card
      category-card popular-category-card business-profile business-image business-category business-update/:id
      profile-setup profile-setup/:businessId dashboard admin-dashboard contact-list subs-list
      inquiry inquiry/:id product product/:id add-product update-product/:id business-view my-business my-business/:id
      request-inquiry subscription terms-users privacy-policy refund-policy about-us contact-us pricing
      event event-view event-view/:id offer-list offer-view/:id job-list job-view job-view/:id bank-details
      user-job add-job update-job/:id job-request my-jobs payment-history
      admin-users admin-settings admin-audit admin-jobs admin-events admin-offers admin/masters admin/masters/:table`
      .split(/\s+/)
      .map((p) => (p === '/' ? p : `/${p}`));
    // Added beyond the spec: the billing admin screens (issue 8).
    spec.push('/admin-plans', '/admin-payments', '/billing-settings');
    // And the practitioner marketplace (issue 17, decision 65).
    spec.push(
      '/doctors',
      '/doctors/:id/:slug',
      '/doctor/:id/:slug',
      '/my-appointments',
      '/doctor-login',
      '/practitioner/appointments',
      '/practitioner/timings',
      '/admin-doctors',
      '/admin-appointments',
      '/admin-appointment-payments',
      '/practitioner/week',
      '/practitioner/earnings',
      '/practitioner/profile',
      '/practitioner/questions',
      '/practitioner/reviews',
      '/admin-doctor-questions',
      '/admin-doctor-reviews',
    );
    // And the admin's preview of a business before deciding (issue 18, decision 70).
    spec.push('/business-list/:id/preview');
    // And the clinic desk (issue 20, decisions 31, 86, 87).
    spec.push(
      '/clinic/login',
      '/clinic',
      '/clinic/patients',
      '/clinic/patients/new',
      '/clinic/patients/:id',
      '/clinic/staff',
      '/clinic/desk',
      '/clinic/queue',
      '/clinic/queue/display',
      '/clinic/daybook',
      '/clinic/appointments',
      // Clinic care (issue 21): wards, therapy courses, the pharmacy, the lab, the accounts
      '/clinic/ward',
      '/clinic/ward/admit',
      '/clinic/ward/kitchen',
      '/clinic/ward/setup',
      '/clinic/ward/stays/:id',
      '/clinic/therapy',
      '/clinic/therapy/courses/:id',
      '/clinic/therapy/my-day',
      '/clinic/therapy/prescribe',
      '/clinic/therapy/rooms',
      '/clinic/pharmacy',
      '/clinic/lab',
      '/clinic/lab/approvals',
      '/clinic/lab/orders/:id',
      '/clinic/lab/tests',
      '/clinic/accounts',
      '/clinic/visits/:id/consultation',
      '/clinic/medicines',
    );
    const all = Object.values(paths).map((p) => p.path);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...spec].sort());
  });

  it('guards the spec routes as §2 and §6 say', () => {
    expect(paths.register.guard).toBe('guest');
    expect(paths.login.guard).toBe('guest');
    expect(paths.view.guard).toBe('login');
    expect(paths.viewBusiness.guard).toBe('open');
    expect(paths.pricing.guard).toBe('public');
    expect(paths.adminDashboard.guard).toBe('admin');
    expect(paths.paymentHistory.guard).toBe('login');
    expect(paths.jobList.guard).toBe('open');
  });
});

describe('matchPath and pathRegExpSource: a URL path read as react-router reads the pattern', () => {
  it('answers the decoded params of the route, or null', () => {
    expect(matchPath(paths.businessSlug, '/business/12/shree-ram')).toEqual({ id: '12', slug: 'shree-ram' });
    expect(matchPath(paths.businessSlug, `/search/3/${encodeURIComponent('ડૉક્ટર shop')}`)).toBeNull();
    expect(matchPath(paths.searchCategorySlug, `/search/3/${encodeURIComponent('ડૉક્ટર shop')}`)).toEqual({
      categoryId: '3',
      slug: 'ડૉક્ટર shop',
    });
    expect(matchPath(paths.home, '/')).toEqual({});
    expect(matchPath(paths.home, '/search')).toBeNull();
    expect(matchPath('/view/:id', '/view/7')).toEqual({ id: '7' });
  });

  it('ignores trailing slashes, needs every segment, and takes no more', () => {
    expect(matchPath(paths.business, '/business/12/')).toEqual({ id: '12' });
    expect(matchPath(paths.businessSlug, '/business/12/')).toBeNull();
    expect(matchPath(paths.search, '/search//')).toEqual({});
    expect(matchPath(paths.business, '/business')).toBeNull();
    expect(matchPath(paths.businessSlug, '/business/12/slug/more')).toBeNull();
    expect(matchPath(paths.businessCategory, '/business-category-list')).toBeNull();
  });

  it('is case-sensitive (the table spells every URL in lower case) and leaves a malformed escape as it came', () => {
    expect(matchPath(paths.business, '/Business/12')).toBeNull();
    expect(matchPath(paths.business, '/business/%E0%A4')).toEqual({ id: '%E0%A4' });
  });

  it('narrows a param when asked: the profile pages the server renders take numeric ids', () => {
    const profile = new RegExp(pathRegExpSource(paths.business.path, { id: ID_SEGMENT }));
    expect(profile.exec('/business/123456789')?.groups).toEqual({ id: '123456789' });
    expect(profile.test('/business/1234567890')).toBe(false);
    expect(profile.test('/business/abc')).toBe(false);
    // The source survives the build's JSON (ssr/route-assets.json, the boot script).
    expect(JSON.parse(JSON.stringify(pathRegExpSource(paths.searchCategorySlug.path)))).toBe(
      '^/search/(?<categoryId>[^/]+)/(?<slug>[^/]+)/*$',
    );
    expect(pathRegExpSource(paths.home.path)).toBe('^//*$');
  });
});
