/**
 * The spec's route table (§2) in one typed object: the one definition of the site's page URLs. The web's router and
 * every link build on it (web/src/app/router.tsx), the server matches pages with it for their head tags
 * (server/src/modules/seo/pages.ts), the Vite config derives the server-rendered and preloaded pages from it
 * (web/vite.config.ts), and the e2e tests visit it.
 * Spellings follow decision 11 (`/category-card`, `/business-view`); the misspelled originals redirect.
 *
 * Guards: `open` no guard · `guest` only without a token · `login` validated token required ·
 * `public` an invalid token is cleared, no token passes · `admin` validated token of an admin · `staff` like
 * `login`, but without a token the visitor goes to the clinic staff login (the page checks the clinic membership).
 */

export type Guard = 'open' | 'guest' | 'login' | 'public' | 'admin' | 'staff';

export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

export interface RouteEntry<P extends string = string> {
  readonly path: P;
  readonly href: (...params: HrefArgs<P>) => string;
  /** i18n key of the page name; the document title is "{page} · {site name}" (decision 23). */
  readonly titleKey: string;
  readonly guard: Guard;
}

/** Fills `:name` segments (URL-encoded) of a route pattern. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route param "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A route pattern as the source of a regular expression that matches a URL path the way react-router matches the
 * pattern: `:name` is one non-empty segment (a named group), trailing slashes are ignored. Unlike react-router it is
 * case-sensitive: the server and the preloads only answer the table's own spelling (other cases render in the browser).
 * `params` narrows a segment (e.g. `{ id: '\\d+' }`): other URLs then do not match. The source is what the Vite
 * build writes for the server-rendered and preloaded pages, where it is compiled again (server and boot script).
 */
export function pathRegExpSource(path: string, params: Readonly<Record<string, string>> = {}): string {
  const body = path
    .replace(/\/+$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+?^${}|()[\]]/g, '\\$&')
    .replace(/\/:([A-Za-z]\w*)/g, (_, name: string) => `/(?<${name}>${params[name] ?? '[^/]+'})`);
  return `^${body}/*$`;
}

/** A database id as a URL segment, for `pathRegExpSource`'s `params`: the pages the server answers take 1 to 9 digits. */
export const ID_SEGMENT = '\\d{1,9}';

const compiled = new Map<string, RegExp>();

/**
 * The params a URL path (without its query) gives a route, decoded as react-router decodes them, or null when the
 * path is not that route's. E.g. `matchPath(paths.businessSlug, '/business/12/shree')` → `{ id: '12', slug: 'shree' }`.
 */
export function matchPath<P extends string>(
  route: P | { readonly path: P },
  urlPath: string,
): Record<ParamNames<P>, string> | null {
  const path = typeof route === 'string' ? route : route.path;
  let pattern = compiled.get(path);
  if (!pattern) {
    pattern = new RegExp(pathRegExpSource(path));
    compiled.set(path, pattern);
  }
  const match = pattern.exec(urlPath);
  if (!match) return null;
  const params = Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeSegment(value)]);
  return Object.fromEntries(params) as Record<ParamNames<P>, string>;
}

/** A malformed escape (`%E0%A4`) is left as it came, as react-router leaves it. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function route<P extends string>(path: P, titleKey: string, guard: Guard): RouteEntry<P> {
  return {
    path,
    titleKey,
    guard,
    href: (...args: HrefArgs<P>) => buildPath(path, args[0] as Record<string, string | number> | undefined),
  };
}

export const paths = {
  // Discovery
  home: route('/', 'TITLES.HOME', 'open'),
  search: route('/search', 'TITLES.SEARCH', 'open'),
  searchCategory: route('/search/:categoryId', 'TITLES.SEARCH', 'open'),
  searchCategorySlug: route('/search/:categoryId/:slug', 'TITLES.SEARCH', 'open'),
  view: route('/view', 'TITLES.BUSINESS_PROFILE', 'login'),
  viewBusiness: route('/view/:id', 'TITLES.BUSINESS_PROFILE', 'open'),
  businessSlug: route('/business/:id/:slug', 'TITLES.BUSINESS_PROFILE', 'open'),
  business: route('/business/:id', 'TITLES.BUSINESS_PROFILE', 'open'),

  // Auth and account
  register: route('/register', 'TITLES.REGISTER', 'guest'),
  adminLogin: route('/admin-login', 'TITLES.ADMIN_LOGIN', 'guest'),
  login: route('/login', 'TITLES.LOGIN', 'guest'),
  forgotPassword: route('/forgot-password', 'TITLES.FORGOT_PASSWORD', 'guest'),
  changePassword: route('/change-password', 'TITLES.CHANGE_PASSWORD', 'login'),
  userProfile: route('/user-profile', 'TITLES.USER_PROFILE', 'login'),

  // Admin console and category pages
  businessList: route('/business-list', 'TITLES.BUSINESS_LIST', 'admin'),
  /** decision 70: a business as the public would see it, before the admin decides */
  businessPreview: route('/business-list/:id/preview', 'TITLES.BUSINESS_PREVIEW', 'admin'),
  businessCategoryCreate: route('/business-category-create', 'TITLES.BUSINESS_CATEGORY_CREATE', 'admin'),
  businessCategoryUpdate: route('/business-category-update/:id', 'TITLES.BUSINESS_CATEGORY_UPDATE', 'admin'),
  businessCategoryList: route('/business-category-list', 'TITLES.BUSINESS_CATEGORY_LIST', 'admin'),
  businessUpdate: route('/business-update/:id', 'TITLES.BUSINESS_CATEGORY_UPDATE', 'admin'),
  adminDashboard: route('/admin-dashboard', 'TITLES.ADMIN_DASHBOARD', 'admin'),
  contactList: route('/contact-list', 'TITLES.CONTACT_LIST', 'admin'),
  subsList: route('/subs-list', 'TITLES.SUBSCRIPTION_LIST', 'admin'),
  adminJobs: route('/admin-jobs', 'JOBS.ADMIN_TITLE', 'admin'),
  adminUsers: route('/admin-users', 'TITLES.ADMIN_USERS', 'admin'),
  adminSettings: route('/admin-settings', 'TITLES.ADMIN_SETTINGS', 'admin'),
  adminAudit: route('/admin-audit', 'TITLES.ADMIN_AUDIT', 'admin'),
  adminEvents: route('/admin-events', 'TITLES.ADMIN_EVENTS', 'admin'),
  adminOffers: route('/admin-offers', 'TITLES.ADMIN_OFFERS', 'admin'),
  adminMasters: route('/admin/masters', 'RECORDS.TITLE', 'admin'),
  adminMasterTable: route('/admin/masters/:table', 'RECORDS.TITLE', 'admin'),
  adminPlans: route('/admin-plans', 'TITLES.ADMIN_PLANS', 'admin'),
  adminPayments: route('/admin-payments', 'TITLES.ADMIN_PAYMENTS', 'admin'),
  billingSettings: route('/billing-settings', 'TITLES.BILLING_SETTINGS', 'admin'),

  // Component-demo routes of the original client (decision 29: redirect to the real page) and the category browser
  businessCard: route('/business-card', 'TITLES.BUSINESS_CARD', 'open'),
  categoryCard: route('/category-card', 'TITLES.CATEGORY_CARD', 'open'),
  popularCategoryCard: route('/popular-category-card', 'TITLES.POPULAR_CATEGORY_CARD', 'open'),
  businessProfile: route('/business-profile', 'TITLES.BUSINESS_PROFILE', 'open'),
  businessImage: route('/business-image', 'TITLES.BUSINESS_IMAGE', 'open'),
  businessCategory: route('/business-category', 'TITLES.BUSINESS_CATEGORIES', 'open'),

  // Owner workspace
  profileSetup: route('/profile-setup', 'TITLES.PROFILE_SETUP', 'login'),
  profileSetupBusiness: route('/profile-setup/:businessId', 'TITLES.PROFILE_SETUP', 'login'),
  dashboard: route('/dashboard', 'TITLES.DASHBOARD', 'login'),
  inquiry: route('/inquiry', 'TITLES.INQUIRIES', 'login'),
  inquiryBusiness: route('/inquiry/:id', 'TITLES.INQUIRIES', 'login'),
  product: route('/product', 'TITLES.PRODUCTS', 'login'),
  productBusiness: route('/product/:id', 'TITLES.PRODUCTS', 'login'),
  addProduct: route('/add-product', 'TITLES.ADD_PRODUCT', 'login'),
  updateProduct: route('/update-product/:id', 'TITLES.UPDATE_PRODUCT', 'login'),
  businessView: route('/business-view', 'TITLES.BUSINESS_VIEW', 'login'),
  myBusiness: route('/my-business', 'TITLES.MY_BUSINESS', 'login'),
  myBusinessDashboard: route('/my-business/:id', 'TITLES.BUSINESS_DASHBOARD', 'login'),
  requestInquiry: route('/request-inquiry', 'TITLES.MY_REQUESTS', 'login'),
  subscription: route('/subscription', 'TITLES.SUBSCRIPTION', 'login'),

  // Information pages
  termsUsers: route('/terms-users', 'TITLES.TERMS', 'public'),
  privacyPolicy: route('/privacy-policy', 'TITLES.PRIVACY', 'public'),
  refundPolicy: route('/refund-policy', 'TITLES.REFUND', 'public'),
  aboutUs: route('/about-us', 'TITLES.ABOUT_US', 'public'),
  contactUs: route('/contact-us', 'TITLES.CONTACT_US', 'public'),
  pricing: route('/pricing', 'TITLES.PRICING', 'public'),

  // Events, offers, jobs, bank details
  event: route('/event', 'TITLES.EVENTS', 'open'),
  eventView: route('/event-view', 'TITLES.EVENT', 'open'),
  eventViewId: route('/event-view/:id', 'TITLES.EVENT', 'open'),
  offerList: route('/offer-list', 'TITLES.OFFERS', 'open'),
  offerView: route('/offer-view/:id', 'TITLES.OFFER', 'open'),
  jobList: route('/job-list', 'TITLES.JOBS', 'open'),
  jobView: route('/job-view', 'TITLES.JOB', 'open'),
  jobViewId: route('/job-view/:id', 'TITLES.JOB', 'open'),
  bankDetails: route('/bank-details', 'TITLES.BANK_DETAILS', 'open'),

  // Jobs and payments of the logged-in user
  userJob: route('/user-job', 'TITLES.JOBS_POSTED', 'login'),
  addJob: route('/add-job', 'TITLES.ADD_JOB', 'login'),
  updateJob: route('/update-job/:id', 'TITLES.UPDATE_JOB', 'login'),
  jobRequest: route('/job-request', 'TITLES.JOB_REQUESTS', 'login'),
  myJobs: route('/my-jobs', 'TITLES.MY_JOBS', 'login'),
  paymentHistory: route('/payment-history', 'TITLES.PAYMENT_HISTORY', 'login'),

  // Practitioners (decision 65): find and book; the patient's appointments; the practitioner's day
  doctors: route('/doctors', 'TITLES.DOCTORS', 'open'),
  doctorsSpecialty: route('/doctors/:id/:slug', 'TITLES.DOCTORS', 'open'),
  doctor: route('/doctor/:id/:slug', 'TITLES.DOCTOR', 'open'),
  myAppointments: route('/my-appointments', 'TITLES.MY_APPOINTMENTS', 'login'),
  doctorLogin: route('/doctor-login', 'TITLES.DOCTOR_LOGIN', 'guest'),
  practitionerDay: route('/practitioner/appointments', 'TITLES.PRACTITIONER_DAY', 'login'),
  practitionerTimings: route('/practitioner/timings', 'TITLES.PRACTITIONER_TIMINGS', 'login'),
  adminDoctors: route('/admin-doctors', 'TITLES.ADMIN_DOCTORS', 'admin'),
  adminAppointments: route('/admin-appointments', 'TITLES.ADMIN_APPOINTMENTS', 'admin'),
  adminAppointmentPayments: route('/admin-appointment-payments', 'TITLES.ADMIN_APPOINTMENT_PAYMENTS', 'admin'),
  practitionerProfile: route('/practitioner/profile', 'TITLES.PRACTITIONER_PROFILE', 'login'),
  practitionerQuestions: route('/practitioner/questions', 'TITLES.PRACTITIONER_QUESTIONS', 'login'),
  practitionerReviews: route('/practitioner/reviews', 'TITLES.PRACTITIONER_REVIEWS', 'login'),
  adminDoctorQuestions: route('/admin-doctor-questions', 'TITLES.ADMIN_DOCTOR_QUESTIONS', 'admin'),
  adminDoctorReviews: route('/admin-doctor-reviews', 'TITLES.ADMIN_DOCTOR_REVIEWS', 'admin'),
  practitionerWeek: route('/practitioner/week', 'TITLES.PRACTITIONER_WEEK', 'login'),
  practitionerEarnings: route('/practitioner/earnings', 'TITLES.PRACTITIONER_EARNINGS', 'login'),

  // The clinic desk (issue 20, decisions 31, 86, 87): staff sign in, the desk's home, patients, the clinic's staff
  clinicLogin: route('/clinic/login', 'TITLES.CLINIC_LOGIN', 'open'),
  clinicHome: route('/clinic', 'TITLES.CLINIC_HOME', 'staff'),
  clinicPatients: route('/clinic/patients', 'TITLES.CLINIC_PATIENTS', 'staff'),
  clinicPatientNew: route('/clinic/patients/new', 'TITLES.CLINIC_PATIENT_NEW', 'staff'),
  clinicPatient: route('/clinic/patients/:id', 'TITLES.CLINIC_PATIENT', 'staff'),
  clinicStaff: route('/clinic/staff', 'TITLES.CLINIC_STAFF', 'staff'),
  // The OPD desk (issue 20 points 3 and 5): registration and bill, the queue, the waiting room's TV
  clinicDesk: route('/clinic/desk', 'OPD.REGISTER.TITLE', 'staff'),
  clinicQueue: route('/clinic/queue', 'OPD.QUEUE.TITLE', 'staff'),
  clinicQueueDisplay: route('/clinic/queue/display', 'OPD.DISPLAY.TITLE', 'staff'),
  // The doctor's consultation and the clinic's medicine master (issue 20 point 6)
  clinicConsultation: route('/clinic/visits/:id/consultation', 'CONSULT.TITLE', 'staff'),
  clinicMedicines: route('/clinic/medicines', 'CONSULT.MEDICINES.TITLE', 'staff'),
  // The day book (issue 20 point 7, decision 92)
  clinicDaybook: route('/clinic/daybook', 'DAYBOOK.TITLE', 'staff'),
  // The clinic's accounts (issue 21 point 6, decision 99)
  clinicAccounts: route('/clinic/accounts', 'ACCOUNTS.TITLE', 'staff'),
  // The appointments calendar (issue 20 point 4, decision 93)
  clinicAppointments: route('/clinic/appointments', 'CLINIC_APPT.TITLE', 'staff'),
  // The pharmacy: counter, stock, purchases, items, suppliers (issue 21 point 4, decision 95)
  clinicPharmacy: route('/clinic/pharmacy', 'PHARMACY.TITLE', 'staff'),
  // The lab (issue 21 point 5, decision 96): worklist, approvals, one order, the test master
  clinicLab: route('/clinic/lab', 'LAB.WORKLIST.TITLE', 'staff'),
  clinicLabApprovals: route('/clinic/lab/approvals', 'LAB.APPROVALS.TITLE', 'staff'),
  clinicLabOrder: route('/clinic/lab/orders/:id', 'LAB.ORDER.TITLE', 'staff'),
  clinicLabTests: route('/clinic/lab/tests', 'LAB.TESTS.TITLE', 'staff'),
  // Panchakarma and therapy courses, yoga sessions (issue 21 point 3, decision 97)
  clinicTherapy: route('/clinic/therapy', 'THERAPY.BOARD.TITLE', 'staff'),
  clinicTherapyDay: route('/clinic/therapy/my-day', 'THERAPY.DAY.TITLE', 'staff'),
  clinicTherapyRooms: route('/clinic/therapy/rooms', 'THERAPY.ROOMS.TITLE', 'staff'),
  clinicTherapyPrescribe: route('/clinic/therapy/prescribe', 'THERAPY.PRESCRIBE.TITLE', 'staff'),
  clinicTherapyCourse: route('/clinic/therapy/courses/:id', 'THERAPY.COURSE.TITLE', 'staff'),
  // In-patient stays and diet: the bed board, rooms and beds, admission, a stay, the kitchen (issue 21, decision 98)
  clinicWard: route('/clinic/ward', 'WARD.BOARD.TITLE', 'staff'),
  clinicWardSetup: route('/clinic/ward/setup', 'WARD.SETUP.TITLE', 'staff'),
  clinicWardAdmit: route('/clinic/ward/admit', 'WARD.ADMIT.TITLE', 'staff'),
  clinicStay: route('/clinic/ward/stays/:id', 'WARD.STAY.TITLE', 'staff'),
  clinicKitchen: route('/clinic/ward/kitchen', 'WARD.KITCHEN.TITLE', 'staff'),
} as const;

export type PathName = keyof typeof paths;

/** The unknown-path page (`*`). */
export const NOT_FOUND_TITLE_KEY = 'TITLES.NOT_FOUND';

/** Decision 11: the original misspelled routes send visitors to the corrected ones. */
export const legacyRedirects = [
  { from: '/cetagory-card', to: paths.categoryCard },
  { from: '/bussiness-view', to: paths.businessView },
] as const;
