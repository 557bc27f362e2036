import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { legacyRedirects, NOT_FOUND_TITLE_KEY, paths, type RouteEntry } from '@gd/contracts/paths';
import { citiesQueryOptions } from '../lib/api/get-cities';
import { featuredCategoriesQueryOptions } from '../features/directory/api/get-featured-categories';
import { newBusinessesQueryOptions } from '../features/directory/api/get-new-businesses';
import { optionsQueryOptions } from '../lib/api/get-options';
import { guardLoader } from './guards';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ShellOverlay } from './layout/shell-overlay';
import { NotFoundPage } from './pages/not-found-page';
import type { morePages as morePagesType } from './more-pages';
import type { workspacePages as workspacePagesType } from './workspace-pages';

/**
 * One page of the route table: its guard runs as the route loader while the page's code loads (lazy).
 * `pick` names the page component exported by the module.
 */
function page<M>(
  entry: RouteEntry,
  queryClient: QueryClient,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  options: {
    prefetch?: (queryClient: QueryClient, args: LoaderFunctionArgs) => void;
    /** false only for pages styled by the shell's subset of Mantine CSS (main.tsx), e.g. home. */
    fullStyles?: boolean;
  } = {},
): RouteObject {
  const handle: RouteHandle = { titleKey: entry.titleKey };
  const guard = guardLoader(entry.guard, queryClient);
  const { prefetch, fullStyles = true } = options;
  const loader: LoaderFunction | undefined = prefetch
    ? (args) => {
        // Starts the page's requests alongside its code; the page reads them from the cache.
        // Only for public data: it runs before the guard has decided.
        prefetch(queryClient, args);
        return guard ? guard(args) : null;
      }
    : guard;
  return {
    path: entry.path,
    handle,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const [module] = await Promise.all([load(), fullStyles ? loadAllMantineStyles() : null]);
      return { Component: pick(module) };
    },
  };
}

/** Every Mantine component's CSS (cascade layer `mantine`), fetched once, before the first page that may need it. */
function loadAllMantineStyles(): Promise<unknown> {
  return import('@mantine/core/styles.layer.css');
}

/**
 * The signed-in areas' pages (owner, admin, billing, account) are found through one small chunk,
 * `workspace-pages.ts`: the list of their files and of the chunks each needs stays out of the first page's code,
 * which every visitor downloads. The first such page costs one extra small request.
 */
type WorkspacePages = typeof workspacePagesType;
async function workspacePage<K extends keyof WorkspacePages>(key: K): Promise<Awaited<ReturnType<WorkspacePages[K]>>> {
  const { workspacePages } = await import('./workspace-pages');
  return (await workspacePages[key]()) as Awaited<ReturnType<WorkspacePages[K]>>;
}

/** The public pages a first visit does not open, found through `more-pages.ts` the same way. */
type MorePages = typeof morePagesType;
async function morePage<K extends keyof MorePages>(key: K): Promise<Awaited<ReturnType<MorePages[K]>>> {
  const { morePages } = await import('./more-pages');
  return (await morePages[key]()) as Awaited<ReturnType<MorePages[K]>>;
}

/** A route that only sends the visitor on (a loader redirect, keeping the query string). */
function redirectRoute(path: string, to: (args: LoaderFunctionArgs) => string | Promise<string>): RouteObject {
  return {
    path,
    element: null,
    loader: async (args) => {
      const { search } = new URL(args.request.url);
      const target = await to(args);
      return redirect(search && !target.includes('?') ? `${target}${search}` : target);
    },
  };
}

/**
 * Discovery (issue 4): search, the category browser, business profiles, and the routes of the original client
 * that showed only a component (decision 29), sent to the page that shows it for real.
 */
function discoveryRoutes(queryClient: QueryClient): RouteObject[] {
  // The prefetch helpers load on demand, next to the page's code: nothing of them in the first page's bundle.
  const prefetch = () => import('../features/directory/prefetch');
  const loadSearch = () => import('../features/directory/pages/search-page');
  const prefetchSearch = (qc: QueryClient, { params, request }: LoaderFunctionArgs) =>
    void prefetch().then((m) => m.prefetchSearch(qc, params.categoryId, request.url));
  const loadProfile = () => import('../features/directory/pages/business-profile-page');
  const prefetchProfile = (qc: QueryClient, { params }: LoaderFunctionArgs) =>
    void prefetch().then((m) => m.prefetchProfile(qc, params.id));
  /** The newest approved business's profile: the page that shows a profile and its images for real. */
  const aProfile = async () => {
    try {
      const [business] = (await queryClient.fetchQuery(newBusinessesQueryOptions())).rows;
      return business
        ? paths.businessSlug.href({ id: business.business_id, slug: business.slug })
        : paths.search.href();
    } catch {
      return paths.search.href();
    }
  };
  return [
    ...[paths.search, paths.searchCategory, paths.searchCategorySlug].map((entry) =>
      page(entry, queryClient, loadSearch, (m) => m.SearchPage, { prefetch: prefetchSearch }),
    ),
    page(
      paths.businessCategory,
      queryClient,
      () => import('../features/directory/pages/business-category-page'),
      (m) => m.BusinessCategoryPage,
      { prefetch: (qc) => void prefetch().then((m) => m.prefetchCategories(qc)) },
    ),
    ...[paths.viewBusiness, paths.businessSlug, paths.business].map((entry) =>
      page(entry, queryClient, loadProfile, (m) => m.BusinessProfilePage, {
        prefetch: prefetchProfile,
        fullStyles: false, // the page imports what it needs beyond the shell's subset
      }),
    ),
    // `/view` without an id names no business: the visitor picks one from the search.
    redirectRoute(paths.view.path, () => paths.search.href()),
    redirectRoute(paths.businessCard.path, () => paths.home.href()),
    redirectRoute(paths.popularCategoryCard.path, () => paths.home.href()),
    redirectRoute(paths.categoryCard.path, () => paths.businessCategory.href()),
    redirectRoute(paths.businessProfile.path, aProfile),
    redirectRoute(paths.businessImage.path, aProfile),
  ];
}

/** The practitioner marketplace (decision 65): find and book, the patient's appointments, the practitioner's day. */
function practitionerRoutes(queryClient: QueryClient): RouteObject[] {
  const list = () => import('../features/practitioners/pages/doctors-page');
  // Public pages rendered on the server: their requests start with their code (helpers loaded on demand).
  const prefetch = () => import('../features/practitioners/prefetch');
  const prefetchList = (qc: QueryClient, { params, request }: LoaderFunctionArgs) =>
    void prefetch().then((m) => m.prefetchDoctors(qc, params.id, request.url));
  return [
    page(paths.doctors, queryClient, list, (m) => m.DoctorsPage, { prefetch: prefetchList }),
    page(paths.doctorsSpecialty, queryClient, list, (m) => m.DoctorsPage, { prefetch: prefetchList }),
    page(
      paths.doctor,
      queryClient,
      () => import('../features/practitioners/pages/doctor-page'),
      (m) => m.DoctorPage,
      { prefetch: (qc, { params }) => void prefetch().then((m) => m.prefetchDoctor(qc, params.id)) },
    ),
    page(
      paths.doctorLogin,
      queryClient,
      () => workspacePage('doctorLoginPage'),
      (m) => m.DoctorLoginPage,
    ),
    page(
      paths.myAppointments,
      queryClient,
      () => workspacePage('myAppointmentsPage'),
      (m) => m.MyAppointmentsPage,
    ),
    page(
      paths.practitionerDay,
      queryClient,
      () => workspacePage('practitionerDayPage'),
      (m) => m.PractitionerDayPage,
    ),
    page(
      paths.clinicDesk,
      queryClient,
      () => workspacePage('registerVisitPage'),
      (m) => m.RegisterVisitPage,
    ),
    page(
      paths.clinicQueue,
      queryClient,
      () => workspacePage('queueBoardPage'),
      (m) => m.QueueBoardPage,
    ),
    page(
      paths.clinicQueueDisplay,
      queryClient,
      () => workspacePage('queueDisplayPage'),
      (m) => m.QueueDisplayPage,
    ),
    page(
      paths.clinicConsultation,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.ConsultationWithLabRoute,
    ),
    page(
      paths.clinicMedicines,
      queryClient,
      () => workspacePage('medicinesPage'),
      (m) => m.MedicinesPage,
    ),
    page(
      paths.clinicDaybook,
      queryClient,
      () => workspacePage('daybookPage'),
      (m) => m.DaybookPage,
    ),
    page(
      paths.clinicAccounts,
      queryClient,
      () => workspacePage('accountsPage'),
      (m) => m.AccountsPage,
    ),
    page(
      paths.clinicAppointments,
      queryClient,
      () => workspacePage('clinicCalendarPage'),
      (m) => m.ClinicCalendarPage,
    ),
    page(
      paths.clinicWard,
      queryClient,
      () => workspacePage('clinicWardPages'),
      (m) => m.WardBoardRoute,
    ),
    page(
      paths.clinicWardSetup,
      queryClient,
      () => workspacePage('clinicWardPages'),
      (m) => m.WardSetupRoute,
    ),
    page(
      paths.clinicWardAdmit,
      queryClient,
      () => workspacePage('clinicWardPages'),
      (m) => m.WardAdmitRoute,
    ),
    page(
      paths.clinicStay,
      queryClient,
      () => workspacePage('clinicWardPages'),
      (m) => m.WardStayRoute,
    ),
    page(
      paths.clinicKitchen,
      queryClient,
      () => workspacePage('clinicWardPages'),
      (m) => m.WardKitchenRoute,
    ),
    page(
      paths.clinicTherapy,
      queryClient,
      () => workspacePage('clinicTherapyPages'),
      (m) => m.TherapyBoardRoute,
    ),
    page(
      paths.clinicTherapyDay,
      queryClient,
      () => workspacePage('clinicTherapyPages'),
      (m) => m.TherapyDayRoute,
    ),
    page(
      paths.clinicTherapyRooms,
      queryClient,
      () => workspacePage('clinicTherapyPages'),
      (m) => m.TherapyRoomsRoute,
    ),
    page(
      paths.clinicTherapyPrescribe,
      queryClient,
      () => workspacePage('clinicTherapyPages'),
      (m) => m.TherapyPrescribeRoute,
    ),
    page(
      paths.clinicTherapyCourse,
      queryClient,
      () => workspacePage('clinicTherapyPages'),
      (m) => m.TherapyCourseRoute,
    ),
    page(
      paths.clinicLab,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.LabWorklistRoute,
    ),
    page(
      paths.clinicLabApprovals,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.LabApprovalsRoute,
    ),
    page(
      paths.clinicLabOrder,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.LabOrderRoute,
    ),
    page(
      paths.clinicLabTests,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.LabTestsRoute,
    ),
    page(
      paths.clinicPharmacy,
      queryClient,
      () => workspacePage('clinicPharmacyPage'),
      (m) => m.ClinicPharmacyPage,
    ),
    page(
      paths.practitionerTimings,
      queryClient,
      () => workspacePage('practitionerTimingsPage'),
      (m) => m.PractitionerTimingsPage,
    ),
    page(
      paths.practitionerProfile,
      queryClient,
      () => workspacePage('practitionerProfilePage'),
      (m) => m.PractitionerProfilePage,
    ),
    page(
      paths.practitionerQuestions,
      queryClient,
      () => workspacePage('practitionerQuestionsPage'),
      (m) => m.PractitionerQuestionsPage,
    ),
    page(
      paths.practitionerReviews,
      queryClient,
      () => workspacePage('practitionerReviewsPage'),
      (m) => m.PractitionerReviewsPage,
    ),
    page(
      paths.practitionerWeek,
      queryClient,
      () => workspacePage('practitionerWeekPage'),
      (m) => m.PractitionerWeekPage,
    ),
    page(
      paths.practitionerEarnings,
      queryClient,
      () => workspacePage('practitionerEarningsPage'),
      (m) => m.PractitionerEarningsPage,
    ),
  ];
}

/** The clinic desk (issue 20, decisions 31, 86, 87): the staff login, the desk's home, patients, staff. */
function clinicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    page(
      paths.clinicLogin,
      queryClient,
      () => workspacePage('clinicLoginPage'),
      (m) => m.ClinicLoginPage,
    ),
    page(
      paths.clinicHome,
      queryClient,
      () => workspacePage('clinicHomePage'),
      (m) => m.ClinicHomePage,
    ),
    page(
      paths.clinicPatients,
      queryClient,
      () => workspacePage('clinicPatientsPage'),
      (m) => m.PatientsPage,
    ),
    page(
      paths.clinicPatientNew,
      queryClient,
      () => workspacePage('clinicPatientNewPage'),
      (m) => m.PatientNewPage,
    ),
    page(
      paths.clinicPatient,
      queryClient,
      () => workspacePage('clinicLabPages'),
      (m) => m.PatientWithLabRoute,
    ),
    page(
      paths.clinicStaff,
      queryClient,
      () => workspacePage('clinicStaffPage'),
      (m) => m.ClinicStaffPage,
    ),
  ];
}

/** The owner workspace (issue 5): the profile wizard, businesses, dashboards, inquiries, products, my requests. */
function ownerRoutes(queryClient: QueryClient): RouteObject[] {
  const wizard = () => workspacePage('profileSetupPage');
  const inquiry = () => workspacePage('inquiryPage');
  const product = () => workspacePage('productPage');
  return [
    page(paths.profileSetup, queryClient, wizard, (m) => m.ProfileSetupPage),
    page(paths.profileSetupBusiness, queryClient, wizard, (m) => m.ProfileSetupPage),
    page(
      paths.myBusiness,
      queryClient,
      () => workspacePage('myBusinessPage'),
      (m) => m.MyBusinessPage,
    ),
    page(
      paths.businessView,
      queryClient,
      () => workspacePage('businessViewPage'),
      (m) => m.BusinessViewPage,
    ),
    page(
      paths.dashboard,
      queryClient,
      () => workspacePage('dashboardPage'),
      (m) => m.DashboardPage,
    ),
    page(
      paths.myBusinessDashboard,
      queryClient,
      () => workspacePage('businessDashboardPage'),
      (m) => m.BusinessDashboardPage,
    ),
    page(paths.inquiry, queryClient, inquiry, (m) => m.InquiryPage),
    page(paths.inquiryBusiness, queryClient, inquiry, (m) => m.InquiryPage),
    page(paths.product, queryClient, product, (m) => m.ProductPage),
    page(paths.productBusiness, queryClient, product, (m) => m.ProductPage),
    page(
      paths.addProduct,
      queryClient,
      () => workspacePage('addProductPage'),
      (m) => m.AddProductPage,
    ),
    page(
      paths.updateProduct,
      queryClient,
      () => workspacePage('updateProductPage'),
      (m) => m.UpdateProductPage,
    ),
    page(
      paths.requestInquiry,
      queryClient,
      () => workspacePage('requestInquiryPage'),
      (m) => m.RequestInquiryPage,
    ),
  ];
}

/** The jobs board (issue 6): public list and view, my applications, the owner's jobs and job requests. */
function jobRoutes(queryClient: QueryClient): RouteObject[] {
  const view = () => import('../features/jobs/pages/job-view-page');
  return [
    page(
      paths.jobList,
      queryClient,
      () => import('../features/jobs/pages/job-list-page'),
      (m) => m.JobListPage,
    ),
    page(paths.jobViewId, queryClient, view, (m) => m.JobViewPage),
    // `/job-view` without an id names no job: the visitor picks one from the list.
    redirectRoute(paths.jobView.path, () => paths.jobList.href()),
    page(
      paths.myJobs,
      queryClient,
      () => workspacePage('myJobsPage'),
      (m) => m.MyJobsPage,
    ),
    page(
      paths.userJob,
      queryClient,
      () => workspacePage('userJobPage'),
      (m) => m.UserJobPage,
    ),
    page(
      paths.addJob,
      queryClient,
      () => workspacePage('addJobPage'),
      (m) => m.AddJobPage,
    ),
    page(
      paths.updateJob,
      queryClient,
      () => workspacePage('updateJobPage'),
      (m) => m.UpdateJobPage,
    ),
    page(
      paths.jobRequest,
      queryClient,
      () => workspacePage('jobRequestPage'),
      (m) => m.JobRequestPage,
    ),
  ];
}

/** The admin console (issue 9): each page in its own lazy chunk, inside the admin layout. */
function adminRoutes(queryClient: QueryClient): RouteObject[] {
  const categoryForm = () => workspacePage('categoryFormPage');
  return [
    page(
      paths.adminDashboard,
      queryClient,
      () => workspacePage('adminDashboardPage'),
      (m) => m.AdminDashboardPage,
    ),
    page(
      paths.businessList,
      queryClient,
      () => workspacePage('businessListPage'),
      (m) => m.BusinessListPage,
    ),
    page(
      paths.businessPreview,
      queryClient,
      () => workspacePage('businessPreviewPage'),
      (m) => m.BusinessPreviewPage,
    ),
    page(
      paths.businessCategoryList,
      queryClient,
      () => workspacePage('categoryListPage'),
      (m) => m.CategoryListPage,
    ),
    page(paths.businessCategoryCreate, queryClient, categoryForm, (m) => m.CategoryCreatePage),
    page(paths.businessUpdate, queryClient, categoryForm, (m) => m.CategoryUpdatePage),
    page(paths.businessCategoryUpdate, queryClient, categoryForm, (m) => m.CategoryUpdatePage),
    page(
      paths.contactList,
      queryClient,
      () => workspacePage('contactListPage'),
      (m) => m.ContactListPage,
    ),
    page(
      paths.subsList,
      queryClient,
      () => workspacePage('subsListPage'),
      (m) => m.SubsListPage,
    ),
    page(
      paths.adminUsers,
      queryClient,
      () => workspacePage('usersPage'),
      (m) => m.UsersPage,
    ),
    page(
      paths.adminSettings,
      queryClient,
      () => workspacePage('settingsPage'),
      (m) => m.SettingsPage,
    ),
    page(
      paths.adminAudit,
      queryClient,
      () => workspacePage('auditPage'),
      (m) => m.AuditPage,
    ),
    page(
      paths.adminDoctors,
      queryClient,
      () => workspacePage('adminDoctorsPage'),
      (m) => m.PractitionerQueuePage,
    ),
    page(
      paths.adminAppointments,
      queryClient,
      () => workspacePage('adminAppointmentsPage'),
      (m) => m.AppointmentsPage,
    ),
    page(
      paths.adminAppointmentPayments,
      queryClient,
      () => workspacePage('adminAppointmentPaymentsPage'),
      (m) => m.AppointmentPaymentsPage,
    ),
  ];
}

/**
 * Community content (issue 7): events, offers, the information pages and contact us. Each page is its own
 * lazy chunk (the information pages carry their text in both languages), so none of it reaches the home page.
 */
function contentRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = () => import('../features/content/prefetch');
  return [
    page(
      paths.event,
      queryClient,
      () => import('../features/content/pages/events-page'),
      (m) => m.EventsPage,
      { prefetch: (qc, { request }) => void prefetch().then((m) => m.prefetchEvents(qc, request.url)) },
    ),
    redirectRoute(paths.eventView.path, () => paths.event.href()),
    page(
      paths.eventViewId,
      queryClient,
      () => import('../features/content/pages/event-view-page'),
      (m) => m.EventViewPage,
      { prefetch: (qc, { params }) => void prefetch().then((m) => m.prefetchEvent(qc, params.id)) },
    ),
    page(
      paths.offerList,
      queryClient,
      () => import('../features/content/pages/offers-page'),
      (m) => m.OffersPage,
      { prefetch: (qc) => void prefetch().then((m) => m.prefetchOffers(qc)) },
    ),
    page(
      paths.offerView,
      queryClient,
      () => import('../features/content/pages/offer-view-page'),
      (m) => m.OfferViewPage,
      { prefetch: (qc, { params }) => void prefetch().then((m) => m.prefetchOffer(qc, params.id)) },
    ),
    page(
      paths.termsUsers,
      queryClient,
      () => morePage('termsPage'),
      (m) => m.TermsPage,
    ),
    page(
      paths.privacyPolicy,
      queryClient,
      () => morePage('privacyPage'),
      (m) => m.PrivacyPage,
    ),
    page(
      paths.refundPolicy,
      queryClient,
      () => morePage('refundPage'),
      (m) => m.RefundPage,
    ),
    page(
      paths.aboutUs,
      queryClient,
      () => morePage('aboutPage'),
      (m) => m.AboutPage,
    ),
    page(
      paths.contactUs,
      queryClient,
      () => morePage('contactUsPage'),
      (m) => m.ContactUsPage,
    ),
  ];
}

/** Subscriptions and payments (issue 8): pricing and bank details are public; the rest need a login. */
function billingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    page(
      paths.pricing,
      queryClient,
      () => morePage('pricingPage'),
      (m) => m.PricingPage,
    ),
    page(
      paths.bankDetails,
      queryClient,
      () => workspacePage('bankDetailsPage'),
      (m) => m.BankDetailsPage,
    ),
    page(
      paths.subscription,
      queryClient,
      () => workspacePage('subscriptionPage'),
      (m) => m.SubscriptionPage,
    ),
    page(
      paths.paymentHistory,
      queryClient,
      () => workspacePage('paymentHistoryPage'),
      (m) => m.PaymentHistoryPage,
    ),
  ];
}

/** The billing admin screens (issue 8), inside the admin layout. */
function billingAdminRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    page(
      paths.adminPlans,
      queryClient,
      () => workspacePage('adminPlansPage'),
      (m) => m.AdminPlansPage,
    ),
    page(
      paths.adminPayments,
      queryClient,
      () => workspacePage('adminPaymentsPage'),
      (m) => m.AdminPaymentsPage,
    ),
    page(
      paths.billingSettings,
      queryClient,
      () => workspacePage('adminBillingSettingsPage'),
      (m) => m.AdminBillingSettingsPage,
    ),
  ];
}

/**
 * Every path of `paths.ts` has its route here (router.test.tsx checks it); anything else is the not-found page.
 * A new page is one entry, e.g.
 * `page(paths.login, queryClient, () => import('../features/auth/pages/login-page'), (m) => m.LoginPage)`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          // While the first page's code and guard load, the shell (header, footer) shows under the overlay.
          HydrateFallback: () => <ShellOverlay />,
          children: [
            page(
              paths.home,
              queryClient,
              () => import('../features/directory/pages/home-page'),
              (m) => m.HomePage,
              {
                fullStyles: false,
                prefetch: (qc) => {
                  void qc.prefetchQuery(featuredCategoriesQueryOptions());
                  void qc.prefetchQuery(newBusinessesQueryOptions());
                  void qc.prefetchQuery(citiesQueryOptions());
                },
              },
            ),
            ...discoveryRoutes(queryClient),
            page(
              paths.login,
              queryClient,
              () => morePage('loginPage'),
              (m) => m.LoginPage,
            ),
            page(
              paths.register,
              queryClient,
              () => morePage('registerPage'),
              (m) => m.RegisterPage,
              { prefetch: (qc) => void qc.prefetchQuery(optionsQueryOptions()) },
            ),
            page(
              paths.adminLogin,
              queryClient,
              () => morePage('adminLoginPage'),
              (m) => m.AdminLoginPage,
            ),
            page(
              paths.forgotPassword,
              queryClient,
              () => morePage('forgotPasswordPage'),
              (m) => m.ForgotPasswordPage,
            ),
            page(
              paths.changePassword,
              queryClient,
              () => workspacePage('changePasswordPage'),
              (m) => m.ChangePasswordPage,
            ),
            page(
              paths.userProfile,
              queryClient,
              () => workspacePage('userProfilePage'),
              (m) => m.UserProfilePage,
            ),
            ...practitionerRoutes(queryClient),
            ...clinicRoutes(queryClient),
            ...ownerRoutes(queryClient),
            ...jobRoutes(queryClient),
            ...contentRoutes(queryClient),
            ...billingRoutes(queryClient),
            {
              // The admin console's frame; each admin page below brings its own 'admin' guard.
              id: 'admin',
              lazy: async () => {
                const [module] = await Promise.all([workspacePage('adminLayout'), loadAllMantineStyles()]);
                return { Component: module.AdminLayout };
              },
              children: [
                ...adminRoutes(queryClient),
                ...billingAdminRoutes(queryClient),
                page(
                  paths.adminJobs,
                  queryClient,
                  () => workspacePage('adminJobsPage'),
                  (m) => m.AdminJobsPage,
                ),
                page(
                  paths.adminEvents,
                  queryClient,
                  () => workspacePage('adminEventsPage'),
                  (m) => m.AdminEventsPage,
                ),
                page(
                  paths.adminOffers,
                  queryClient,
                  () => workspacePage('adminOffersPage'),
                  (m) => m.AdminOffersPage,
                ),
                page(
                  paths.adminDoctorQuestions,
                  queryClient,
                  () => workspacePage('adminDoctorQuestionsPage'),
                  (m) => m.AdminDoctorQuestionsPage,
                ),
                page(
                  paths.adminDoctorReviews,
                  queryClient,
                  () => workspacePage('adminDoctorReviewsPage'),
                  (m) => m.AdminDoctorReviewsPage,
                ),
                page(
                  paths.adminMasters,
                  queryClient,
                  () => workspacePage('mastersPage'),
                  (m) => m.MastersPage,
                ),
                page(
                  paths.adminMasterTable,
                  queryClient,
                  () => workspacePage('masterTablePage'),
                  (m) => m.MasterTablePage,
                ),
              ],
            },
            ...legacyRedirects.map(({ from, to }): RouteObject => ({
              path: from,
              element: null,
              loader: ({ request }) => {
                const { search, hash } = new URL(request.url);
                return redirect(`${to.href()}${search}${hash}`);
              },
            })),
            { path: '*', handle: { titleKey: NOT_FOUND_TITLE_KEY } satisfies RouteHandle, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router. With `hydrationData` (a server-rendered page, see main.tsx) the routes the URL matches
 * must have their lazy code loaded first (`loadMatchedRoutes`), so the first render matches the server's HTML.
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
) {
  return createBrowserRouter(options.routes ?? createRoutes(queryClient), {
    ...(options.hydrationData ? { hydrationData: options.hydrationData } : {}),
  });
}

/** Resolves the lazy parts of the routes `location` matches, in place (React Router's hydration recipe). */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
