import { paths } from '../paths';

/** Header menu (spec §2): label key and target. */
export const mainNavItems = [
  { labelKey: 'NAV.HOME', to: paths.home.href(), end: true },
  { labelKey: 'NAV.BUSINESS_CATEGORY', to: paths.businessCategory.href(), end: false },
  { labelKey: 'NAV.BUSINESSES', to: paths.search.href(), end: false },
  { labelKey: 'NAV.DOCTORS', to: paths.doctors.href(), end: false },
  { labelKey: 'NAV.JOB', to: paths.jobList.href(), end: false },
  { labelKey: 'NAV.EVENT', to: paths.event.href(), end: false },
  { labelKey: 'NAV.OFFER', to: paths.offerList.href(), end: false },
  { labelKey: 'NAV.PRICING', to: paths.pricing.href(), end: false },
] as const;

/** The logged-in user's dropdown; Payment history only when a payment provider type is set. */
export const accountNavItems = [
  { labelKey: 'ACCOUNT.MY_BUSINESS', to: paths.myBusiness.href(), needsPaymentProvider: false },
  { labelKey: 'ACCOUNT.MY_REQUEST', to: paths.requestInquiry.href(), needsPaymentProvider: false },
  { labelKey: 'ACCOUNT.MY_JOBS', to: paths.myJobs.href(), needsPaymentProvider: false },
  { labelKey: 'ACCOUNT.MY_APPOINTMENTS', to: paths.myAppointments.href(), needsPaymentProvider: false },
  { labelKey: 'ACCOUNT.SUBSCRIPTION', to: paths.subscription.href(), needsPaymentProvider: false },
  { labelKey: 'ACCOUNT.PAYMENT_HISTORY', to: paths.paymentHistory.href(), needsPaymentProvider: true },
  { labelKey: 'ACCOUNT.CHANGE_PASSWORD', to: paths.changePassword.href(), needsPaymentProvider: false },
] as const;

export function visibleAccountItems(paymentProviderType: string | null | undefined) {
  return accountNavItems.filter((item) => !item.needsPaymentProvider || Boolean(paymentProviderType));
}

/** Footer links (spec §2). */
export const footerInfoItems = [
  { labelKey: 'FOOTER.ABOUT_US', to: paths.aboutUs.href() },
  { labelKey: 'FOOTER.CONTACT_US', to: paths.contactUs.href() },
  { labelKey: 'FOOTER.TERMS', to: paths.termsUsers.href() },
  { labelKey: 'FOOTER.PRIVACY', to: paths.privacyPolicy.href() },
  { labelKey: 'FOOTER.REFUND', to: paths.refundPolicy.href() },
  { labelKey: 'FOOTER.PRACTITIONER_LOGIN', to: paths.doctorLogin.href() },
] as const;
