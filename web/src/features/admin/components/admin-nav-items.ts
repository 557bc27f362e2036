import { paths } from '../../../app/paths';

/**
 * The admin sidebar (spec §2 plus issue 9), with what each section holds (the dashboard lists them).
 * Adding a section is one line: `{ labelKey: 'ADMIN.NAV.JOBS', descriptionKey: 'ADMIN.ABOUT.JOBS', to: paths.adminJobs.href() },`
 */
export const adminNavItems: readonly { labelKey: string; descriptionKey: string | null; to: string }[] = [
  { labelKey: 'ADMIN.NAV.DASHBOARD', descriptionKey: null, to: paths.adminDashboard.href() },
  { labelKey: 'ADMIN.NAV.CONTACT_LIST', descriptionKey: 'ADMIN.ABOUT.CONTACT_LIST', to: paths.contactList.href() },
  { labelKey: 'ADMIN.NAV.BUSINESS_LIST', descriptionKey: 'ADMIN.ABOUT.BUSINESS_LIST', to: paths.businessList.href() },
  {
    labelKey: 'ADMIN.NAV.BUSINESS_CATEGORY_LIST',
    descriptionKey: 'ADMIN.ABOUT.BUSINESS_CATEGORY_LIST',
    to: paths.businessCategoryList.href(),
  },
  {
    labelKey: 'ADMIN.NAV.SUBSCRIPTION_LIST',
    descriptionKey: 'ADMIN.ABOUT.SUBSCRIPTION_LIST',
    to: paths.subsList.href(),
  },
  { labelKey: 'ADMIN.NAV.USERS', descriptionKey: 'ADMIN.ABOUT.USERS', to: paths.adminUsers.href() },
  { labelKey: 'ADMIN.NAV.SETTINGS', descriptionKey: 'ADMIN.ABOUT.SETTINGS', to: paths.adminSettings.href() },
  { labelKey: 'ADMIN.NAV.AUDIT', descriptionKey: 'ADMIN.ABOUT.AUDIT', to: paths.adminAudit.href() },
  { labelKey: 'JOBS.ADMIN_NAV', descriptionKey: 'JOBS.ADMIN_ABOUT', to: paths.adminJobs.href() },
  { labelKey: 'ADMIN.NAV.EVENTS', descriptionKey: 'ADMIN.ABOUT.EVENTS', to: paths.adminEvents.href() },
  { labelKey: 'ADMIN.NAV.OFFERS', descriptionKey: 'ADMIN.ABOUT.OFFERS', to: paths.adminOffers.href() },
  {
    labelKey: 'TITLES.ADMIN_DOCTOR_QUESTIONS',
    descriptionKey: 'DOCTOR_QA.ADMIN_QUESTIONS_ABOUT',
    to: paths.adminDoctorQuestions.href(),
  },
  {
    labelKey: 'TITLES.ADMIN_DOCTOR_REVIEWS',
    descriptionKey: 'DOCTOR_QA.ADMIN_REVIEWS_ABOUT',
    to: paths.adminDoctorReviews.href(),
  },
  { labelKey: 'RECORDS.NAV', descriptionKey: 'RECORDS.NAV_ABOUT', to: paths.adminMasters.href() },
  {
    labelKey: 'ADMIN_DOCTORS.NAV_QUEUE',
    descriptionKey: 'ADMIN_DOCTORS.ABOUT_QUEUE',
    to: paths.adminDoctors.href(),
  },
  {
    labelKey: 'ADMIN_DOCTORS.NAV_APPOINTMENTS',
    descriptionKey: 'ADMIN_DOCTORS.ABOUT_APPOINTMENTS',
    to: paths.adminAppointments.href(),
  },
  {
    labelKey: 'APPT_PAY.NAV',
    descriptionKey: 'APPT_PAY.NAV_ABOUT',
    to: paths.adminAppointmentPayments.href(),
  },
  { labelKey: 'ADMIN.NAV.PLANS', descriptionKey: 'ADMIN.ABOUT.PLANS', to: paths.adminPlans.href() },
  { labelKey: 'ADMIN.NAV.PAYMENTS', descriptionKey: 'ADMIN.ABOUT.PAYMENTS', to: paths.adminPayments.href() },
  {
    labelKey: 'ADMIN.NAV.BILLING_SETTINGS',
    descriptionKey: 'ADMIN.ABOUT.BILLING_SETTINGS',
    to: paths.billingSettings.href(),
  },
];
